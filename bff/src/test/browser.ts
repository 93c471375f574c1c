/** A tiny browser for app.request(): keeps cookies, sends the CSRF header and a same-origin Origin. */
import type { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
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
