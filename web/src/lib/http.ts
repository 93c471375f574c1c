/** The one HTTP client of the SPA, and the normaliser that turns any failure into `{ code, message }`. */
import axios, { isAxiosError } from 'axios';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { ERROR_MESSAGES, isApiError, type ErrorCode } from '@contract/errors';

export const http = axios.create({ baseURL: '', withCredentials: true, timeout: 30_000 });

http.interceptors.request.use((config) => {
  config.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return config;
});

/** A failed call as the store keeps it: plain data, so it can sit in redux state. */
export interface ApiFailure {
  code: ErrorCode;
  message: string;
  /** HTTP status, or null when no answer came (network error, timeout). */
  status: number | null;
  /** From a Retry-After header (429), in seconds. */
  retryAfterSeconds: number | null;
  fields?: Record<string, string>;
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  429: 'tooManyAttempts',
};

/** A failure of this code, as the BFF would have answered it (its own text). */
export function failure(code: ErrorCode, status: number | null, retryAfterSeconds: number | null = null): ApiFailure {
  return { code, message: ERROR_MESSAGES[code], status, retryAfterSeconds };
}

export function parseRetryAfter(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function toApiFailure(error: unknown): ApiFailure {
  if (!isAxiosError(error) || !error.response) return failure('generic', null);
  const { status, data, headers } = error.response;
  const retryAfter = parseRetryAfter((headers as Record<string, unknown>)['retry-after']);
  if (isApiError(data)) {
    return { ...failure(data.code, status, retryAfter), message: data.message, ...(data.fields ? { fields: data.fields } : {}) };
  }
  return failure(CODE_BY_STATUS[status] ?? 'generic', status, retryAfter);
}

/** Codes that mean "your session is gone" (as opposed to, say, wrong credentials on a sign-in form). */
const SESSION_ENDING: readonly ErrorCode[] = ['unauthenticated', 'invalidAccessToken'];

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Notified on every 401 that ends a session; the session saga decides what that means right now. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

http.interceptors.response.use(undefined, (error: unknown) => {
  const failed = toApiFailure(error);
  if (failed.status === 401 && SESSION_ENDING.includes(failed.code)) unauthorizedListeners.forEach((listener) => listener());
  return Promise.reject(error);
});
