/** Sandbox tests call a service as a signed caller through one client: the answer's status and its JSON (or null). */
import type { ServiceName } from '@contract/downstream/common';
import type { TestSigner, TokenOptions } from './test-signer';

interface Requestable {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export interface CallInit {
  /** Default: POST with a body, GET without. */
  method?: string;
  body?: unknown;
  /** The caller; null sends no token. Default: the client's. */
  token?: TokenOptions | null;
}

export interface Answered<T> {
  status: number;
  body: T;
}

export interface ServiceClientOptions {
  /** The service under test, read at each call (a test file makes its sandbox in beforeAll). */
  app: () => Requestable;
  signer: () => TestSigner;
  aud: ServiceName;
  /** The default caller (default: the BFF's own service token). */
  as?: TokenOptions;
  /** Put before every path (default '/v1/companies/'). */
  base?: string;
}

export function serviceClient({ app, signer, aud, as = {}, base = '/v1/companies/' }: ServiceClientOptions) {
  return async function call<T = Record<string, unknown>>(path: string, init: CallInit = {}): Promise<Answered<T>> {
    const caller = init.token === undefined ? as : init.token;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (caller !== null) headers.authorization = `Bearer ${await signer().sign({ aud, ...caller })}`;
    const answer = await app().request(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
