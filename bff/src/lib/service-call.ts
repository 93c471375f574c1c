/**
 * A downstream call made from a route of a service's table (contract/downstream/*.routes.ts): the params, query and
 * body the route declares, nothing else, so a wrong path, id, query or body is a compile error here and the answer
 * has the route's type.
 */
import { fillPath, type BodyOf, type ParamsOf, type QueryOf } from '@contract/api/route-def';
import type { ServiceRoute } from '@contract/downstream/service-route';
import type { CallOptions } from './downstream';

type Part<Key extends string, T> = [T] extends [never]
  ? { [K in Key]?: never }
  : [T] extends [undefined]
    ? { [K in Key]?: never }
    : object extends T
      ? { [K in Key]?: T }
      : { [K in Key]: T };
type ParamsPart<R> = keyof ParamsOf<R> extends never ? { params?: never } : { params: ParamsOf<R> };

/** What a call sends: the path's params, the query and the body, as the route declares them. */
export type ServiceCallInput<R extends ServiceRoute> = ParamsPart<R> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

/** The input is left out when the route needs none (no params, no required query or body). */
export type ServiceCallArgs<R extends ServiceRoute> = object extends ServiceCallInput<R> ? [input?: ServiceCallInput<R>] : [input: ServiceCallInput<R>];

/** The request of a call: the route's method, its path with the params filled in, its query written by its codec. */
export function serviceRequest(def: ServiceRoute, input?: { params?: object; query?: unknown; body?: unknown }): Omit<CallOptions, 'requestId'> {
  const { params = {}, query, body } = input ?? {};
  return {
    method: def.method,
    path: fillPath(def.path, params as Record<string, string | number>),
    ...(query !== undefined && def.query ? { query: def.query.toRaw(query) } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}
