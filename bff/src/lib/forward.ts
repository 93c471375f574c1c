/**
 * A browser route that forwards to one service route, declared rather than written:
 * `forward(BRAND_ROUTES.detail, TAXONOMY.getBrand, { params: ({ id }) => ({ brandId: id }) })`. The caller and the
 * company come from the session (`sellerScope`); the query passes through when both routes declare one; the body
 * passes through or is mapped; the answer passes through or is mapped. Everything is typed by the two descriptions,
 * so a mapping that leaves out a service param, a body the service does not take, or an answer the browser route
 * does not declare does not compile. A handler with logic of its own stays a `serve` handler.
 */
import type { Context } from 'hono';
import type { AnswerOf, BodyOf, ParamReader, ParamsOf, QueryOf, RouteDef } from '@contract/api/route-def';
import type { ServiceRoute } from '@contract/downstream/service-route';
import type { RouteHandler, RouteInput, ServedRoute } from './api-route';
import type { AppEnv } from './app-env';
import { sellerScope, type SellerScope } from './seller-scope';
import type { ServiceCallArgs } from './service-call';

/** A service route under one company: its `:companyId` is the session's. */
export type CompanyRoute = ServiceRoute & { readonly params: { readonly companyId: ParamReader<number> } };

type BrowserBody<B extends RouteDef> = RouteInput<B>['body'];
/** The service's params the declaration gives: all but the company. */
type ServiceParams<S> = Omit<ParamsOf<S>, 'companyId'>;
type None<T> = [T] extends [never] ? true : false;

type ParamsOption<B extends RouteDef, S> = keyof ServiceParams<S> extends never
  ? { params?: never }
  : { params: (params: ParamsOf<B>, scope: SellerScope) => ServiceParams<S> };

type BodyMap<B extends RouteDef, S> = (body: BrowserBody<B>, scope: SellerScope) => BodyOf<S>;
type BodyOption<B extends RouteDef, S> =
  None<BodyOf<S>> extends true
    ? { body?: never }
    : None<BrowserBody<B>> extends true
      ? { body: BodyMap<B, S> }
      : [BrowserBody<B>] extends [BodyOf<S>]
        ? { body?: BodyMap<B, S> }
        : { body: BodyMap<B, S> };

type AnswerMap<B extends RouteDef, S> = (answer: AnswerOf<S>, scope: SellerScope) => AnswerOf<B> | Promise<AnswerOf<B>>;
/** 'text': the service's JSON text is passed on unparsed (long lists); a function maps the parsed answer. */
type AnswerOption<B extends RouteDef, S> = [AnswerOf<S>] extends [AnswerOf<B>] ? { answer?: 'text' | AnswerMap<B, S> } : { answer: AnswerMap<B, S> };

/** A query that would be dropped, or one the service cannot take, is a compile error naming the problem. */
type QueryCheck<B extends RouteDef, S> =
  None<QueryOf<S>> extends true
    ? None<QueryOf<B>> extends true
      ? unknown
      : { 'the browser route has a query the service route does not take': never }
    : None<QueryOf<B>> extends true
      ? object extends QueryOf<S>
        ? unknown
        : { 'the service route needs a query the browser route does not have': never }
      : [QueryOf<B>] extends [QueryOf<S>]
        ? unknown
        : { "the browser route's query does not fit the service route's": never };

interface Shared {
  /** What the call's failures become for this screen (a screen's own error text), e.g. `taxonomyAnswer`. */
  via?: <T>(call: Promise<T>) => Promise<T>;
}

export type ForwardOptions<B extends RouteDef, S> = ParamsOption<B, S> & BodyOption<B, S> & AnswerOption<B, S> & QueryCheck<B, S> & Shared;
type ForwardArgs<B extends RouteDef, S> = object extends ForwardOptions<B, S> ? [options?: ForwardOptions<B, S>] : [options: ForwardOptions<B, S>];

/**
 * The declaration as the handler runs it, its types already checked by `forward`'s signature. Its maps are methods
 * (their parameters compare both ways), so a declaration typed by its two routes is one of these.
 */
interface Declared extends Shared {
  params?(params: object, scope: SellerScope): object;
  body?(body: unknown, scope: SellerScope): unknown;
  answer?: 'text' | { map(answer: unknown, scope: SellerScope): unknown }['map'];
}

export function forward<const B extends RouteDef, const S extends CompanyRoute>(browser: B, service: S, ...[options]: ForwardArgs<B, S>): ServedRoute {
  return served(browser, () => service, options ?? {});
}

/** The same, with the service route picked by a path param: `forwardBy(PACKAGE_ROUTES.label, 'action', LABEL_ACTIONS, …)`. */
export function forwardBy<
  const B extends RouteDef,
  const K extends keyof ParamsOf<B>,
  const R extends { readonly [V in ParamsOf<B>[K] & PropertyKey]: CompanyRoute },
>(browser: B, param: K, routes: R, ...[options]: ForwardArgs<B, R[keyof R]>): ServedRoute {
  return served(browser, (params) => routes[params[param]], options ?? {});
}

function served<B extends RouteDef>(browser: B, pick: (params: ParamsOf<B>) => CompanyRoute, declared: Declared): ServedRoute {
  // `serve` erases a handler's types the same way: the declaration was checked by the signatures above.
  const handler = ((c: Context<AppEnv>, input: RouteInput<B>) => forwarded(c, browser, pick(input.params), declared, input)) as RouteHandler<RouteDef>;
  return { def: browser, handler };
}

async function forwarded(c: Context<AppEnv>, browser: RouteDef, service: CompanyRoute, declared: Declared, input: RouteInput<RouteDef>): Promise<unknown> {
  const scope = sellerScope(c);
  const { params, body, answer, via = <T>(call: Promise<T>) => call } = declared;
  const sent = {
    params: { ...params?.(input.params, scope), companyId: scope.companyId },
    ...(browser.query && service.query ? { query: input.query } : {}),
    ...(service.body ? { body: body ? body(input.body, scope) : input.body } : {}),
  };
  // Where the checked declaration meets the call's own types (as the handler's, above).
  const args = [sent] as ServiceCallArgs<CompanyRoute>;
  const services = c.get('services');
  if (answer === 'text') return via(services.callText(service, scope.caller, ...args));
  const answered = await via(services.call(service, scope.caller, ...args));
  return answer ? answer(answered, scope) : answered;
}

/** The browser path's `:id` as the service's own name for it: `params: idAs('brandId')`. */
export function idAs<const K extends string>(name: K): (params: { id: number }) => Record<K, number> {
  return ({ id }) => ({ [name]: id }) as Record<K, number>;
}
