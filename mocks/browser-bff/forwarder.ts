/**
 * Turns the page's `/api/` calls, which pretender catches (through miragejs's createServer: XHR, and fetch through
 * its polyfill), into fetch Requests for the BFF app running in the page, and its Responses back. Cookies stay in
 * the jar (the SPA never sees Set-Cookie); every call says it comes from the page's origin, as a browser would.
 * Before the BFF, the network scenarios: 'slow' (and any latency) delays, 'errors' fails signed-in calls.
 */
import { createServer, type Server } from 'miragejs';
import { apiError, ERROR_STATUS } from '@contract/api/error-status';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { ErrorCode } from '@contract/errors';
import type { MockScenario } from './scenarios';
import type { CookieJar } from './cookie-jar';
import { PageRequest } from './page-fetch';
import { errorsScenarioCode } from './scenario-faults';

/** What pretender hands over of an intercepted call (a fake XMLHttpRequest). */
export interface InterceptedCall {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** A string (JSON), FormData, Blob or ArrayBuffer, as the page sent it. */
  requestBody: unknown;
  responseType?: XMLHttpRequestResponseType;
}

type Answer = [number, Record<string, string>, string];

export interface ForwarderOptions {
  /** The BFF: app.fetch. */
  handle(request: Request): Response | Promise<Response>;
  jar: CookieJar;
  scenario: MockScenario;
  /** Delay of every answer, in ms (the 'slow' scenario's, or a little latency). */
  delayMs: number;
  /** How a delay is waited for (tests pass one that records it). */
  sleep?: (ms: number) => Promise<void>;
  /** The page's origin (Origin header, absolute URLs). */
  origin: string;
}

const TEXT_TYPES = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+json|\+xml/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureAnswer(code: ErrorCode): Answer {
  return [ERROR_STATUS[code], { 'Content-Type': 'application/json' }, JSON.stringify(apiError(code))];
}

/** The body as bytes, with the content type the browser would send (a FormData's boundary included). */
async function bodyOf(call: InterceptedCall): Promise<{ bytes: Uint8Array; contentType: string | null } | null> {
  const body = call.requestBody;
  if (body === null || body === undefined || ['GET', 'HEAD'].includes(call.method.toUpperCase())) return null;
  const encoded = new Request('http://body.local/', { method: 'POST', body: body as BodyInit });
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

/** The Request the app gets for a call from the page: its origin, the jar's cookies and the body's length, as sent. */
export async function appRequest(call: InterceptedCall, jar: CookieJar, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(call.requestHeaders)) headers.set(name, value);
  const body = await bodyOf(call);
  if (body) {
    const sentType = headers.get('content-type');
    if (body.contentType && (!sentType || body.contentType.startsWith('multipart/'))) headers.set('content-type', body.contentType);
    headers.set('content-length', String(body.bytes.length));
  }
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  headers.set('origin', origin);
  headers.set('sec-fetch-site', 'same-origin');
  return new PageRequest(new URL(call.url, origin).href, { method: call.method.toUpperCase(), body: body?.bytes ?? null }, headers);
}

/** A file answer: the fake XMLHttpRequest only carries text, so the Blob (or ArrayBuffer) the page asked for is handed over as its `response`. */
async function handOverBinary(call: InterceptedCall, response: Response): Promise<void> {
  const blob = await response.blob();
  const value = call.responseType === 'arraybuffer' ? await blob.arrayBuffer() : blob;
  Object.defineProperty(call, 'response', { configurable: true, get: () => value, set: () => undefined });
}

async function toAnswer(call: InterceptedCall, response: Response, jar: CookieJar): Promise<Answer> {
  jar.take(response.headers.getSetCookie());
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name === 'content-type' ? 'Content-Type' : name] = value;
  const type = response.headers.get('content-type') ?? '';
  const binary = type !== '' && !TEXT_TYPES.test(type) && (call.responseType === 'blob' || call.responseType === 'arraybuffer');
  if (!binary) return [response.status, headers, await response.text()];
  await handOverBinary(call, response);
  return [response.status, headers, ''];
}

export function startForwarder(options: ForwarderOptions): Server {
  const sleep = options.sleep ?? defaultSleep;
  const forward = async (call: InterceptedCall): Promise<Answer> => {
    try {
      if (options.delayMs > 0) await sleep(options.delayMs);
      const path = new URL(call.url, options.origin).pathname;
      const sendsCsrf = Object.entries(call.requestHeaders).some(([name, value]) => name.toLowerCase() === CSRF_HEADER && value === CSRF_HEADER_VALUE);
      const code =
        options.scenario === 'errors' && options.jar.size > 0 && (call.method.toUpperCase() === 'GET' || sendsCsrf) ? errorsScenarioCode(path) : null;
      if (code) return failureAnswer(code);
      const response = await options.handle(await appRequest(call, options.jar, options.origin));
      return await toAnswer(call, response, options.jar);
    } catch (error) {
      console.error('The browser BFF failed to answer', call.method, call.url, error);
      return failureAnswer('generic');
    }
  };
  const { Request: PageRequestClass, Response: PageResponse, Headers: PageHeaders } = globalThis;
  const server = createServer({
    environment: 'test',
    routes() {
      this.logging = false;
      this.passthrough((request) => !new URL(request.url, options.origin).pathname.startsWith('/api/'));
    },
  });
  // Pretender also puts its fetch polyfill's Request, Response and Headers in place of the page's; the app needs
  // the page's own (Set-Cookie, getSetCookie, streams), so those go back at once. fetch and XMLHttpRequest stay faked.
  Object.assign(globalThis, { Request: PageRequestClass, Response: PageResponse, Headers: PageHeaders });
  // pretender's types leave out the method and URL its fake XMLHttpRequest does carry.
  for (const method of METHODS) server.pretender[method]('/api/*rest', (request) => forward(request as unknown as InterceptedCall));
  return server;
}
