/**
 * What the downstream route tables (contract/downstream/*.routes.ts) add to the route descriptions of
 * contract/api/route-def.ts: the service that answers each route, list queries with the service's page size, and JSON
 * bodies that have a type but no yup schema. The BFF calls a table's routes (bff/src/lib/services.ts `call`), the
 * sandbox serves them (mocks/sandbox/serve-service.ts): both sides are typed by the same description.
 */
import type { QueryCodec, RouteDef } from '../api/route-def';
import { SERVICE_PAGE_SIZE_MAX, type RawQuery } from '../lists/list-query';
import type { ServiceName } from './common';

/** A route of one downstream service: the call needs nothing but the description to find its service. */
export type ServiceRoute<S extends ServiceName = ServiceName> = RouteDef & { readonly service: S };

export type ServiceRoutes<S extends ServiceName, T> = { readonly [K in keyof T]: T[K] extends RouteDef ? T[K] & { readonly service: S } : never };

/**
 * Tags every route of a table with the service that answers it. `routes` is typed loosely on purpose: a RouteDef
 * context would widen each route's params and body while route.get/post infer them; a value that is not a route
 * becomes `never` in the table and fails where it is used.
 */
export function serviceRoutes<S extends ServiceName, T extends object>(service: S, routes: T): ServiceRoutes<S, T> {
  return Object.fromEntries(Object.entries(routes).map(([name, def]) => [name, { ...(def as RouteDef), service }])) as ServiceRoutes<S, T>;
}

/**
 * A list query as a service takes it: the BFF's own keys (the contract's parse, problems and toRaw), with pages of up
 * to SERVICE_PAGE_SIZE_MAX rows (exports page through a whole filter).
 */
export function serviceListQuery<Q>(
  parse: (raw: RawQuery, maxPageSize: number) => Q,
  toRaw: (query: Q) => Record<string, string>,
  problems?: (query: Q) => Record<string, string> | null,
): QueryCodec<Q> {
  return { parse: (raw) => parse(raw, SERVICE_PAGE_SIZE_MAX), toRaw, ...(problems ? { problems } : {}) };
}
