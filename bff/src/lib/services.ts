/** Typed calls to the identity and marketplace services (paths and shapes from contract/downstream). */
import type { Counts } from '@contract/api/session';
import type { ServiceName } from '@contract/downstream/common';
import type { Company, IdentityApi, IdentityUser, OutboxMail, Realm } from '@contract/downstream/identity';
import type { MarketplaceApi } from '@contract/downstream/marketplace';
import { SERVICE_CALLER, type CallOptions, type Downstream } from './downstream';
import type { Caller } from './token-signer';

export type CompanyCallOptions = Omit<CallOptions, 'path' | 'requestId'>;

type Answer<K extends keyof IdentityApi> = IdentityApi[K]['answer'];

export class Services {
  constructor(private readonly downstream: Downstream, private readonly requestId?: string) {}

  withRequestId(requestId: string): Services {
    return new Services(this.downstream, requestId);
  }

  #identity<T>(caller: Caller | null, path: string, options: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined> } = {}) {
    return this.downstream.call<T>('identity', caller, { ...options, path, ...(this.requestId ? { requestId: this.requestId } : {}) });
  }

  async verifyCredentials(email: string, password: string, realm: Realm): Promise<IdentityUser> {
    const answer = await this.#identity<Answer<'verifyCredentials'>>(SERVICE_CALLER, '/v1/credentials/verify', { method: 'POST', body: { email, password, realm } });
    return answer.user;
  }

  async getUser(caller: Caller, id: string): Promise<IdentityUser> {
    return (await this.#identity<Answer<'getUser'>>(caller, `/v1/users/${encodeURIComponent(id)}`)).user;
  }

  async register(body: IdentityApi['register']['body']): Promise<Answer<'register'>> {
    return this.#identity<Answer<'register'>>(SERVICE_CALLER, '/v1/users', { method: 'POST', body });
  }

  async listCompanies(caller: Caller, query: IdentityApi['listCompanies']['query']): Promise<Answer<'listCompanies'>> {
    return this.#identity<Answer<'listCompanies'>>(caller, '/v1/companies', { query });
  }

  async getCompany(caller: Caller, id: number): Promise<Company> {
    return (await this.#identity<Answer<'getCompany'>>(caller, `/v1/companies/${id}`)).company;
  }

  async requestReset(email: string, resetUrl: string): Promise<void> {
    await this.#identity<Answer<'requestReset'>>(SERVICE_CALLER, '/v1/password-resets', { method: 'POST', body: { email, resetUrl } });
  }

  async checkReset(token: string): Promise<Answer<'checkReset'>> {
    return this.#identity<Answer<'checkReset'>>(SERVICE_CALLER, `/v1/password-resets/${encodeURIComponent(token)}`);
  }

  async completeReset(token: string, password: string): Promise<Answer<'completeReset'>> {
    return this.#identity<Answer<'completeReset'>>(SERVICE_CALLER, `/v1/password-resets/${encodeURIComponent(token)}/complete`, { method: 'POST', body: { password } });
  }

  async outbox(): Promise<OutboxMail[]> {
    const answer = await this.#identity<{ items: OutboxMail[] } | OutboxMail[]>(null, '/v1/outbox');
    return Array.isArray(answer) ? answer : answer.items;
  }

  /** Any marketplace call under /v1/companies/:companyId (orders, packages…), with the contract's answer type. */
  marketplace<T>(caller: Caller, companyId: number, path: string, options: CompanyCallOptions = {}): Promise<T> {
    return this.#company<T>('marketplace', caller, companyId, path, options);
  }

  /** A marketplace answer passed on unchanged (lists): its JSON text, not parsed and written again. */
  marketplaceText(caller: Caller, companyId: number, path: string, options: CompanyCallOptions = {}): Promise<string> {
    return this.downstream.text('marketplace', caller, { ...options, path: `/v1/companies/${companyId}${path}`, ...(this.requestId ? { requestId: this.requestId } : {}) });
  }

  /** Any logistics call under /v1/companies/:companyId. */
  logistics<T>(caller: Caller, companyId: number, path: string, options: CompanyCallOptions = {}): Promise<T> {
    return this.#company<T>('logistics', caller, companyId, path, options);
  }

  /** Any accounting call under /v1/companies/:companyId. */
  accounting<T>(caller: Caller, companyId: number, path: string, options: CompanyCallOptions = {}): Promise<T> {
    return this.#company<T>('accounting', caller, companyId, path, options);
  }

  #company<T>(service: Exclude<ServiceName, 'identity'>, caller: Caller, companyId: number, path: string, options: CompanyCallOptions): Promise<T> {
    return this.downstream.call<T>(service, caller, { ...options, path: `/v1/companies/${companyId}${path}`, ...(this.requestId ? { requestId: this.requestId } : {}) });
  }

  async counts(caller: Caller, companyId: number): Promise<MarketplaceApi['getCounts']['answer'] & Counts> {
    return this.downstream.call('marketplace', caller, { path: `/v1/companies/${companyId}/counts`, ...(this.requestId ? { requestId: this.requestId } : {}) });
  }
}
