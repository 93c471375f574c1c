/**
 * What a caller of a route description sends (its params, query and body, as the route declares them) and the URL it
 * addresses: shared by the SPA's client (web/src/lib/api-call.ts) and the BFF's test browser (bff/src/test/browser.ts).
 */
import { fillPath, type BodyOf, type ParamsOf, type QueryOf, type RouteDef } from './route-def';

type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : [T] extends [undefined] ? { [K in Key]?: never } : { [K in Key]: T };
type ParamsPart<R> = keyof ParamsOf<R> extends never ? { params?: never } : { params: ParamsOf<R> };

/** What a call sends: the path's params, the query, the body, as the route declares them. */
export type CallInput<R extends RouteDef> = ParamsPart<R> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

/** A call's input, left out where the route needs none. */
export type CallArgs<R extends RouteDef> = keyof CallInput<R> extends never ? [] : object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

type LinkInput<R extends RouteDef> = ParamsPart<R> & Part<'query', QueryOf<R>>;
export type LinkArgs<R extends RouteDef> = keyof LinkInput<R> extends never ? [] : object extends LinkInput<R> ? [input?: LinkInput<R>] : [input: LinkInput<R>];

/** The URL of a route with its params (and query) filled in: for links and downloads the browser opens itself. */
export function urlOf<const R extends RouteDef>(def: R, ...[input]: LinkArgs<R>): string {
  const { params = {}, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown };
  return filledUrl(def, params, query);
}

/** urlOf for a caller that has already checked the input against its route's types. */
export function filledUrl(def: RouteDef, params: Readonly<Record<string, string | number>>, query: unknown): string {
  const path = fillPath(def.path, params);
  if (query === undefined || !def.query) return path;
  const search = new URLSearchParams(def.query.toRaw(query)).toString();
  return search ? `${path}?${search}` : path;
}
