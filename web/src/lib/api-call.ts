/**
 * The SPA's calls to the BFF, typed by the contract's route descriptions (contract/api/route-def.ts): a wrong path,
 * param, query or body is a compile error. Every call goes through the one axios instance (lib/http.ts).
 */
import type { AxiosRequestConfig } from 'axios';
import { fillPath, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf, type RouteDef } from '@contract/api/route-def';
import { http } from './http';

type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : [T] extends [undefined] ? { [K in Key]?: never } : { [K in Key]: T };
type ParamsPart<R> = keyof ParamsOf<R> extends never ? { params?: never } : { params: ParamsOf<R> };

/** What a call sends: the path's params, the query, the body, as the route declares them. */
export type CallInput<R extends RouteDef> = ParamsPart<R> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;

type Args<R extends RouteDef> = keyof CallInput<R> extends never ? [] : object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

type LinkInput<R extends RouteDef> = ParamsPart<R> & Part<'query', QueryOf<R>>;
type LinkArgs<R extends RouteDef> = keyof LinkInput<R> extends never ? [] : object extends LinkInput<R> ? [input?: LinkInput<R>] : [input: LinkInput<R>];

/** The URL of a route with its params (and query) filled in: for links and downloads the browser opens itself. */
export function urlOf<const R extends RouteDef>(def: R, ...[input]: LinkArgs<R>): string {
  const { params = {}, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown };
  const path = fillPath(def.path, params);
  if (query === undefined || !def.query) return path;
  const search = new URLSearchParams(def.query.toRaw(query)).toString();
  return search ? `${path}?${search}` : path;
}

export async function apiCall<const R extends RouteDef>(def: R, ...[input]: Args<R>): Promise<AnswerOf<R>> {
  const { params = {}, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  const config: AxiosRequestConfig = {
    method: def.method,
    url: fillPath(def.path, params),
    ...(query !== undefined && def.query ? { params: def.query.toRaw(query) } : {}),
    ...(body !== undefined ? { data: body } : {}),
    ...(def.answer.kind === 'file' ? { responseType: 'blob' } : {}),
  };
  const answer = await http.request<AnswerOf<R>>(config);
  return (answer.status === 204 ? null : answer.data) as AnswerOf<R>;
}
