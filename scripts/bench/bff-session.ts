/** A signed-in seller session against a running BFF, as the browser would hold it (cookie, CSRF header, origin). */
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';

export class BffSession {
  private constructor(
    readonly origin: string,
    readonly cookie: string,
  ) {}

  /** `loginPath`: the seller sign-in unless told (API.loginAdmin for staff). */
  static async signIn(origin: string, email: string, password: string, loginPath: string = API.loginUser): Promise<BffSession> {
    const response = await fetch(origin + loginPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    if (!cookie) throw new Error(`sign-in as ${email} set no cookie`);
    return new BffSession(origin, cookie);
  }

  /** Headers of every call in this session (autocannon uses them too). */
  get headers(): Record<string, string> {
    return { cookie: this.cookie };
  }

  getJson<T>(path: string): Promise<T> {
    return this.#call<T>(path, { headers: this.headers });
  }

  postJson<T>(path: string, body: unknown): Promise<T> {
    return this.#call<T>(path, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json', origin: this.origin, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(body),
    });
  }

  async #call<T>(path: string, init: RequestInit): Promise<T> {
    const response = await fetch(this.origin + path, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

/** Resolves once GET url answers 2xx; fails after timeoutMs. */
export async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
