/**
 * Typed calls to the downstream services. `call(def, caller, input)` takes a route of a service's table
 * (contract/downstream/*.routes.ts): the table names the service, the path, params, query, body and answer type.
 */
import type { Context as TraceContext } from '@opentelemetry/api';
import type { AnswerOf, BodyOf } from '@contract/api/route-def';
import type { Counts } from '@contract/api/session';
import type { Company, IdentityUser, OutboxMail, Realm } from '@contract/downstream/identity';
import { IDENTITY_ROUTES, type CompanyListQuery } from '@contract/downstream/identity.routes';
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import type { ServiceRoute } from '@contract/downstream/service-route';
import { JsonText } from './json-text';
import { SERVICE_CALLER, type CallOptions, type Downstream } from './downstream';
import { invalidAnswer, UnreadableAnswer } from './downstream-answer';
import { serviceRequest, type ServiceCallArgs } from './service-call';
import type { Caller } from './token-signer';

const IDENTITY = IDENTITY_ROUTES;
type Identity = typeof IDENTITY_ROUTES;

export class Services {
  constructor(
    private readonly downstream: Downstream,
    private readonly requestId?: string,
    private readonly trace?: TraceContext,
  ) {}

  /** These services as one request's: its id and trace travel with every call. */
  withRequestId(requestId: string, trace?: TraceContext): Services {
    return new Services(this.downstream, requestId, trace);
  }

  /** These services with the calls continuing `trace` (a background job's span). */
  withTrace(trace: TraceContext): Services {
    return new Services(this.downstream, this.requestId, trace);
  }

  /** Calls a route of a service's table as `caller` (null: no token, for the routes that need none). */
  call<const R extends ServiceRoute>(def: R, caller: Caller | null, ...[input]: ServiceCallArgs<R>): Promise<AnswerOf<R>> {
    return this.downstream.call<AnswerOf<R>>(def.service, caller, this.#options(def, input));
  }

  /** The same call, its answer passed on as the JSON text it came as (lists), standing for the route's answer type. */
  async callText<const R extends ServiceRoute>(def: R, caller: Caller | null, ...[input]: ServiceCallArgs<R>): Promise<JsonText<AnswerOf<R>>> {
    return new JsonText<AnswerOf<R>>(await this.downstream.text(def.service, caller, this.#options(def, input)));
  }

  #options(def: ServiceRoute, input: object | undefined): CallOptions {
    return { ...serviceRequest(def, input), ...(this.requestId ? { requestId: this.requestId } : {}), ...(this.trace ? { trace: this.trace } : {}) };
  }

  async verifyCredentials(email: string, password: string, realm: Realm): Promise<IdentityUser> {
    return part(IDENTITY.verifyCredentials, await this.call(IDENTITY.verifyCredentials, SERVICE_CALLER, { body: { email, password, realm } }), 'user');
  }

  async getUser(caller: Caller, id: string): Promise<IdentityUser> {
    return part(IDENTITY.getUser, await this.call(IDENTITY.getUser, caller, { params: { userId: id } }), 'user');
  }

  register(body: BodyOf<Identity['register']>): Promise<AnswerOf<Identity['register']>> {
    return this.call(IDENTITY.register, SERVICE_CALLER, { body });
  }

  listCompanies(caller: Caller, query: CompanyListQuery): Promise<AnswerOf<Identity['listCompanies']>> {
    return this.call(IDENTITY.listCompanies, caller, { query });
  }

  async getCompany(caller: Caller, id: number): Promise<Company> {
    return part(IDENTITY.getCompany, await this.call(IDENTITY.getCompany, caller, { params: { companyId: id } }), 'company');
  }

  async requestReset(email: string, resetUrl: string): Promise<void> {
    await this.call(IDENTITY.requestReset, SERVICE_CALLER, { body: { email, resetUrl } });
  }

  checkReset(token: string): Promise<AnswerOf<Identity['checkReset']>> {
    return this.call(IDENTITY.checkReset, SERVICE_CALLER, { params: { token } });
  }

  completeReset(token: string, password: string): Promise<AnswerOf<Identity['completeReset']>> {
    return this.call(IDENTITY.completeReset, SERVICE_CALLER, { params: { token }, body: { password } });
  }

  async outbox(): Promise<OutboxMail[]> {
    return part(IDENTITY.outbox, await this.call(IDENTITY.outbox, null), 'items');
  }

  counts(caller: Caller, companyId: number): Promise<Counts> {
    return this.call(MARKETPLACE_ROUTES.counts, caller, { params: { companyId } });
  }
}

/** The record an answer wraps (`{ user }`, `{ company }`, `{ items }`); an answer without it is a 502, not a crash later. */
function part<A extends object, K extends keyof A>(def: ServiceRoute, answer: A | null, key: K): A[K] {
  const value = answer?.[key];
  if (typeof value !== 'object' || value === null) throw invalidAnswer(new UnreadableAnswer(def.service, 'notAnObject'));
  return value;
}
