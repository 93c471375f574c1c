/**
 * Sandbox routes made from the downstream route tables (contract/downstream/*.routes.ts), the ones the BFF calls.
 * `serveService(app, def, handler, options)` registers the table's method and path, then, in the order the services
 * have always answered: the path's company (404 unknown, 403 for another company's token), the route's own refusal
 * (`allow`: staff-only work, blocked imports), the other params with the table's readers (404), the query with the
 * table's codec (400). The handler gets them typed and answers the table's answer type, a
 * world operation's `Refusal` (mapped once, by `refuse`), undefined for a record the world does not hold (the route's
 * notFound), or a Response of its own.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AnswerOf, ParamReader, ParamsOf, QueryOf } from '@contract/api/route-def';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ServiceRoute } from '@contract/downstream/service-route';
import { findCompany } from '@mocks/world/lookups';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { mayReadCompany, type SandboxEnv } from './jwt-guard';
import { fail, jsonBody, refuse } from './responses';
import { serviceOf, type ServiceApp } from './service-app';

export type ServiceContext = Context<SandboxEnv>;

export interface ServiceInput<R extends ServiceRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  /** The JSON object sent, not yet checked (null when missing, malformed or not an object): each route refuses its own way. */
  body: Record<string, unknown> | null;
}

/** The route's answer (sent with the table's status); a refusal; undefined: no such record (the route's notFound). */
export type ServiceResult<R extends ServiceRoute> = AnswerOf<R> | Refusal | undefined | Response;

export type ServiceHandler<R extends ServiceRoute> = (c: ServiceContext, input: ServiceInput<R>) => ServiceResult<R> | Promise<ServiceResult<R>>;

export interface ServeOptions {
  /** A refusal checked after the path's company, before the other params; null lets the call through. */
  allow?: (c: ServiceContext, companyId: number | undefined) => Response | null;
  /** The answer to a param its reader refuses (default 404 not_found). */
  notFound?: (c: ServiceContext) => Response;
  /** The answer to a query the codec finds problems in (default 400 bad_request naming the fields). */
  badQuery?: (c: ServiceContext, fields: Record<string, string>) => Response;
}

/** A path with `:companyId` is checked against the world's companies. */
type OptionsArgs<R extends ServiceRoute> = 'companyId' extends keyof ParamsOf<R> ? [options: ServeOptions & { world: World }] : [options?: ServeOptions];

const noSuchCompany = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such company.');
const noSuchRecord = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such record.');
const badFilters = (c: ServiceContext, fields: Record<string, string>) => fail(c, 400, 'bad_request', `Invalid filters: ${Object.keys(fields).join(', ')}.`);

/** The path's company when the token may read it, else the refusal. */
function companyOf(c: ServiceContext, world: World, reader: ParamReader<string | number>): number | Response {
  const companyId = reader.read(c.req.param('companyId') ?? '');
  if (typeof companyId !== 'number') return noSuchCompany(c);
  if (!mayReadCompany(c.get('claims'), companyId)) return fail(c, 403, 'forbidden', 'This token may not read that company.');
  return findCompany(world, companyId) ? companyId : noSuchCompany(c);
}

async function answerOf<R extends ServiceRoute>(
  def: R,
  c: ServiceContext,
  handler: ServiceHandler<R>,
  options: ServeOptions & { world?: World },
): Promise<Response> {
  const params: Record<string, string | number> = {};
  const readers = Object.entries(def.params) as [string, ParamReader<string | number>][];
  const companyReader = def.params.companyId;
  if (companyReader && options.world) {
    const companyId = companyOf(c, options.world, companyReader);
    if (companyId instanceof Response) return companyId;
    params.companyId = companyId;
  }
  const refusal = options.allow?.(c, params.companyId as number | undefined);
  if (refusal) return refusal;
  for (const [name, reader] of readers) {
    if (name in params) continue;
    const value = reader.read(c.req.param(name) ?? '');
    if (value === null) return (options.notFound ?? noSuchRecord)(c);
    params[name] = value;
  }
  const query = def.query?.parse(c.req.query());
  const problems = query === undefined ? null : def.query?.problems?.(query);
  if (problems) return (options.badQuery ?? badFilters)(c, problems);
  const body = def.body === undefined ? null : await jsonBody(c);
  const result = await handler(c, { params, query, body } as ServiceInput<R>);
  if (result instanceof Response) return result;
  if (result === undefined) return (options.notFound ?? noSuchRecord)(c);
  if (isRefusal(result)) return refuse(c, result);
  if (result === null) return c.body(null, def.status ?? 204);
  return c.json(result as object, (def.status ?? 200) as ContentfulStatusCode);
}

/** A refused body: 400 bad_request naming the schema's failing fields (their i18n keys in `fields`). */
export const badBody = (c: ServiceContext, fields: Record<string, string>) =>
  c.json({ error: 'bad_request', message: `Invalid fields: ${Object.keys(fields).join(', ')}.`, fields }, 400);

/** A refused body as a world operation refuses one: 400 `validation` naming the schema's failing fields. */
export const invalidBody = (c: ServiceContext, fields: Record<string, string>) => refuse(c, { code: 'validation', fields });

/**
 * The sent body checked with the route's schema and cast (trimmed, unknown keys dropped), or the route's refusal of
 * its field errors: each route refuses a body its own way (its code, before or after its other checks).
 */
export function checkedBody<S extends AnyObjectSchema>(
  def: { readonly path: string; readonly body?: S },
  body: Record<string, unknown> | null,
  refuse: (fields: Record<string, string>) => Response,
): InferType<S> | Response {
  const schema = def.body;
  if (!schema) throw new Error(`${def.path} declares no body schema`);
  const fields = fieldErrors(schema, body ?? {});
  return fields ? refuse(fields) : schema.cast(body, { stripUnknown: true });
}

/** A handler's input with the body as the route's schema checked and cast it. */
export type CheckedInput<R extends BodyRoute> = Omit<ServiceInput<R>, 'body'> & { body: InferType<NonNullable<R['body']>> };
type BodyRoute = ServiceRoute & { readonly body?: AnyObjectSchema };

/**
 * A handler that gets the body checked with the route's schema and cast (`checkedBody`); a body the schema refuses is
 * answered by `refuseBody` (default 400 bad_request naming the fields) before the handler runs.
 */
export function bodyChecked<const R extends BodyRoute>(
  def: R,
  handler: (c: ServiceContext, input: CheckedInput<R>) => ServiceResult<R> | Promise<ServiceResult<R>>,
  refuseBody: (c: ServiceContext, fields: Record<string, string>) => Response = badBody,
): ServiceHandler<R> {
  return (c, input) => {
    const body = checkedBody(def, input.body, (fields) => refuseBody(c, fields));
    return body instanceof Response ? body : handler(c, { ...input, body });
  };
}

/** The body checked with a schema (400 `validation` naming the fields), then `work` with what the schema keeps. */
export function withBody<S extends AnyObjectSchema, T>(
  c: ServiceContext,
  schema: S,
  body: Record<string, unknown> | null,
  work: (sent: InferType<S>) => T,
): T | Response {
  const fields = fieldErrors(schema, body ?? {});
  return fields ? invalidBody(c, fields) : work(schema.cast(body ?? {}, { stripUnknown: true }));
}

/** Registers one route of a service's table on that service's app. */
export function serveService<const R extends ServiceRoute>(app: ServiceApp, def: R, handler: ServiceHandler<R>, ...[options]: OptionsArgs<R>): void {
  const service = serviceOf(app);
  if (service !== undefined && service !== def.service) throw new Error(`${def.method} ${def.path} is a ${def.service} route, not ${service}'s`);
  const given: ServeOptions & { world?: World } = options ?? {};
  if ('companyId' in def.params && !given.world) throw new Error(`${def.method} ${def.path} needs the world its companies are checked against`);
  app.on(def.method, def.path, (c) => answerOf(def, c, handler, given));
}
