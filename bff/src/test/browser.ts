/** A tiny browser for app.request(): keeps cookies, sends the CSRF header and a same-origin Origin. */
import type { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { BodyOf, QueryOf, RouteDef } from '@contract/api/route-def';
import { filledUrl, type CallInput } from '@contract/api/route-url';
import type { LoginResponse } from '@contract/api/session';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import type { AppEnv } from '../lib/app-env';

export const ORIGIN = 'http://localhost';

export interface SendOptions {
  body?: unknown;
  /** A multipart body (its content-type and boundary come from the FormData). */
  form?: FormData;
  /** A raw body (a file sent as it is). */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
  /** Leave out the CSRF header and Origin (to test refusals). */
  bare?: boolean;
}

/**
 * A route's params, query and body as its description declares them, and how the browser sends them. Query and body
 * may be left out, or given as the URL and the wire hold them (`search`, `json`) where a test sends what the route's
 * types would refuse.
 */
export type RouteCall<R extends RouteDef> = Omit<CallInput<R>, 'query' | 'body'> & {
  query?: QueryOf<R>;
  /** Query params as a user could type them in the URL (`a=1&b=2`), after `query`'s. */
  search?: string | Readonly<Record<string, string>>;
  /** A file's raw bytes may come as they are read (a Uint8Array). */
  body?: BodyOf<R> extends Blob ? Blob | Uint8Array : BodyOf<R>;
  /** A JSON body sent as it is, unchecked against the route's body type. */
  json?: unknown;
} & Pick<SendOptions, 'headers' | 'bare'>;
type RouteCallArgs<R extends RouteDef> = object extends RouteCall<R> ? [input?: RouteCall<R>] : [input: RouteCall<R>];
interface CallFields extends Pick<SendOptions, 'headers' | 'bare'> {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
  search?: string | Readonly<Record<string, string>>;
  body?: unknown;
  json?: unknown;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly origin = ORIGIN,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (!options.bare && method !== 'GET') Object.assign(headers, { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: this.origin }, options.headers);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.request(`${this.origin}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.form ? { body: options.form } : {}),
      ...(options.bytes ? { body: options.bytes as Uint8Array<ArrayBuffer> } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const gone = attributes.some((a) => /^max-age=0$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Calls a route of the contract's tables with the params, query and body it declares: a form as multipart, a Blob or
   * bytes as a file's raw body, anything else as JSON.
   */
  async call<const R extends RouteDef>(def: R, ...[input]: RouteCallArgs<R>): Promise<Response> {
    const { params = {}, query, search, body = input?.json, headers, bare }: CallFields = input ?? {};
    const url = filledUrl(def, params, query);
    const path = search ? `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(search)}` : url;
    const sent: SendOptions = { ...(headers ? { headers } : {}), ...(bare ? { bare } : {}) };
    if (body instanceof FormData) return this.send(def.method, path, { ...sent, form: body });
    if (body instanceof Blob || body instanceof Uint8Array) {
      const bytes = body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : body;
      return this.send(def.method, path, { ...sent, bytes, headers: { 'content-type': 'application/octet-stream', ...headers } });
    }
    return this.send(def.method, path, body === undefined ? sent : { ...sent, body });
  }

  get(path: string, options?: SendOptions) {
    return this.send('GET', path, options);
  }

  post(path: string, body?: unknown, options: SendOptions = {}) {
    return this.send('POST', path, { ...options, body });
  }

  /** Sends a file as the raw body, the way the SPA uploads an import's workbook. */
  sendFile(path: string, bytes: Uint8Array) {
    return this.send('POST', path, { bytes, headers: { 'content-type': 'application/octet-stream' } });
  }

  upload(path: string, form: FormData) {
    return this.send('POST', path, { form });
  }

  delete(path: string) {
    return this.send('DELETE', path);
  }

  async signIn(email: string, admin = false, password = DEMO_PASSWORD): Promise<LoginResponse> {
    const response = await this.post(admin ? API.loginAdmin : API.loginUser, { email, password });
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<LoginResponse>;
  }

  /** Signs in as the admin and acts as the company (adminAsUser). */
  async actAs(companyId: number): Promise<LoginResponse> {
    await this.signIn('admin@demo.tezgah.dev', true);
    const response = await this.post(API.actAs, { companyId });
    if (response.status !== 200) throw new Error(`act-as answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<LoginResponse>;
  }
}
