/**
 * Fetch's Request and Response as the BFF needs them inside a page. Browsers drop "forbidden" headers from both:
 * Cookie, Origin, Sec-Fetch-Site and Content-Length from a Request, Set-Cookie from a Response (measured in Chromium;
 * Node keeps them all). A Headers object made on its own keeps every header, so these subclasses carry one of their
 * own: the session cookie reaches the BFF and its Set-Cookie reaches the forwarder's jar.
 */
export class PageRequest extends Request {
  readonly #headers: Headers;

  constructor(url: string, init: { method: string; body: Uint8Array | null }, headers: Headers) {
    // The Request keeps what the browser lets it (content-type above all: formData() reads it from there).
    super(url, { method: init.method, headers, ...(init.body ? { body: init.body as Uint8Array<ArrayBuffer> } : {}) });
    this.#headers = headers;
  }

  override get headers(): Headers {
    return this.#headers;
  }
}

const NativeResponse = globalThis.Response;

/** A Response whose headers keep Set-Cookie (and whatever the body's defaults add, e.g. a text content-type). */
export class CookieKeepingResponse extends NativeResponse {
  readonly #headers: Headers;

  constructor(body?: BodyInit | null, init?: ResponseInit) {
    super(body, init);
    this.#headers = new Headers(init?.headers);
    for (const [name, value] of super.headers) if (!this.#headers.has(name)) this.#headers.set(name, value);
  }

  override get headers(): Headers {
    return this.#headers;
  }
}

/**
 * The app builds its answers with the global `Response` (Hono's context does), so the page's global is swapped while
 * the BFF runs; the returned function puts back what was there.
 */
export function keepSetCookieInResponses(): () => void {
  const before = globalThis.Response;
  globalThis.Response = CookieKeepingResponse;
  return () => {
    if (globalThis.Response === CookieKeepingResponse) globalThis.Response = before;
  };
}
