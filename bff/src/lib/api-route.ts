/**
 * Hono routes made from the contract's route descriptions (contract/api/route-def.ts). `serve(def, handler)` pairs a
 * description with its handler; `apiRoutes(...)` registers each with the description's policy first, then reads the
 * params (an unreadable id is 404), the query (parsed and checked) and a JSON body (validated with its schema), and
 * answers what the handler returns as JSON with the declared status. A handler can only return its declared answer.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isSchema, type AnyObjectSchema, type InferType } from 'yup';
import {
  isUpload,
  JSON_BODY_MAX_BYTES,
  mutates,
  readParams,
  type AnswerOf,
  type FiltersBody,
  type ParamsOf,
  type Policy,
  type QueryCodec,
  type QueryOf,
  type RouteDef,
} from '@contract/api/route-def';
import { policy as policyMiddleware } from '../middleware/policy';
import { ApiFailure } from './api-failure';
import type { AppEnv } from './app-env';
import { auditStep } from './audit/audit-step';
import { exportFilters } from './jobs/export-request';
import { JsonText } from './json-text';
import { validBody } from './validate';

type JsonBodyOf<R> = R extends { body?: infer B } ? JsonBodyKind<NonNullable<B>> : undefined;
type JsonBodyKind<B> = B extends AnyObjectSchema ? InferType<B> : B extends FiltersBody<infer Q> ? Q : undefined;

export interface RouteInput<R extends RouteDef> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  /** The validated JSON body, or the parsed filters; multipart and raw bodies are read by the handler (their own limits and checks). */
  body: JsonBodyOf<R>;
}

/** What a handler may answer: its declared answer (or its JSON text); a file route writes its own Response. */
export type HandlerResult<R extends RouteDef> = R extends { answer: { kind: 'file' } } ? Response : AnswerOf<R> | JsonText<AnswerOf<R>>;

export type RouteHandler<R extends RouteDef> = (c: Context<AppEnv>, input: RouteInput<R>) => HandlerResult<R> | Promise<HandlerResult<R>>;

export interface ServedRoute {
  def: RouteDef;
  handler: RouteHandler<RouteDef>;
}

export function serve<const R extends RouteDef>(def: R, handler: RouteHandler<R>): ServedRoute {
  return { def, handler: handler as unknown as RouteHandler<RouteDef> };
}

function policyHandler(rule: Policy): MiddlewareHandler<AppEnv> {
  switch (rule.kind) {
    case 'public':
      return policyMiddleware.public();
    case 'signedIn':
      return policyMiddleware.signedIn(rule.code ? { code: rule.code } : {});
    case 'can':
      return policyMiddleware.can(rule.permission, rule.deny ? { deny: rule.deny } : {});
    case 'token':
      throw new Error('A browser route needs a browser policy, not a downstream token check');
  }
}

async function inputOf(def: RouteDef, c: Context<AppEnv>): Promise<RouteInput<RouteDef>> {
  const params = readParams(def, c.req.param() as Record<string, string>);
  if (params === null) throw new ApiFailure('notFound');
  const query = def.query ? parsedQuery(def.query, c.req.query()) : undefined;
  return { params, query, body: await bodyOf(def, c) } as RouteInput<RouteDef>;
}

/** A raw query read with a codec; its problems are a 400 `validation` naming the fields. */
export function parsedQuery<Q>(codec: QueryCodec<Q>, raw: Record<string, string>): Q {
  const query = codec.parse(raw);
  const fields = codec.problems?.(query);
  if (fields) throw new ApiFailure('validation', { fields });
  return query;
}

async function bodyOf(def: RouteDef, c: Context<AppEnv>): Promise<unknown> {
  const kind = def.body;
  if (kind === undefined || isUpload(kind)) return undefined;
  if (isSchema(kind)) return validBody(c, kind as AnyObjectSchema, def.refusal);
  return parsedQuery((kind as FiltersBody<unknown>).codec, { ...(await exportFilters(c)) } as Record<string, string>);
}

function respond(c: Context<AppEnv>, def: RouteDef, result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof JsonText) return c.body(result.text, (def.status ?? 200) as ContentfulStatusCode, { 'content-type': 'application/json' });
  if (result === null || result === undefined) return c.body(null, 204);
  return c.json(result as object, (def.status ?? 200) as ContentfulStatusCode);
}

/** A body of the route's declared kind over its limit is refused with 413 before it is read (Content-Length) or while it is. */
export function bodyLimitOf(def: RouteDef): MiddlewareHandler<AppEnv> {
  const upload = isUpload(def.body) ? def.body : null;
  return bodyLimit({
    maxSize: upload?.maxBytes ?? JSON_BODY_MAX_BYTES,
    onError: () => {
      throw upload ? uploadTooLarge(def) : new ApiFailure('validation', { fields: { _: 'validation.tooLarge' }, status: 413 });
    },
  });
}

/** An upload over its route's limit, or one of its files over the file's own: 413 naming the form field. */
export function uploadTooLarge(def: Pick<RouteDef, 'body'>): ApiFailure {
  const tooLarge = isUpload(def.body) ? def.body.tooLarge : undefined;
  return new ApiFailure('fileTooLarge', tooLarge ? { fields: { ...tooLarge } } : {});
}

const described = new WeakMap<object, RouteDef>();

/** The description a route handler was made from, if it was made by apiRoutes (tests walk app.routes with it). */
export function routeDefOf(handler: unknown): RouteDef | undefined {
  return typeof handler === 'function' ? described.get(handler) : undefined;
}

/** One Hono app holding the given routes, each behind its declared policy. */
export function apiRoutes(...routes: readonly ServedRoute[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const { def, handler } of routes) {
    const routeHandler = async function routeHandler(c: Context<AppEnv>) {
      return respond(c, def, await handler(c, await inputOf(def, c)));
    };
    described.set(routeHandler, def);
    // A GET has no body to limit (and reading `body` would make node-server build the whole fetch Request).
    const audit = auditStep(def);
    if (audit) app.on(def.method, def.path, policyHandler(def.policy), bodyLimitOf(def), audit, routeHandler);
    else if (mutates(def)) app.on(def.method, def.path, policyHandler(def.policy), bodyLimitOf(def), routeHandler);
    else app.on(def.method, def.path, policyHandler(def.policy), routeHandler);
  }
  return app;
}
