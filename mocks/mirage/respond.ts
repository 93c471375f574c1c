/** Answers in the BFF's shapes: JSON bodies and `ApiError { code, message }` with the contract's status. */
import { Response, type Request } from 'miragejs';
import type { ErrorCode } from '@contract/errors';
import { apiError, ERROR_STATUS } from '@contract/api/error-status';

export function json(status: number, body?: object): Response {
  return body === undefined ? new Response(status) : new Response(status, { 'content-type': 'application/json' }, body);
}

export function failure(code: ErrorCode, fields?: Record<string, string>): Response {
  return json(ERROR_STATUS[code], apiError(code, fields));
}

export function bodyOf(request: Request): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(request.requestBody || '{}');
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function headerOf(request: Request, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(request.requestHeaders).find(([key]) => key.toLowerCase() === wanted);
  return entry?.[1];
}

export function queryOf(request: Request, name: string): string | undefined {
  const value = request.queryParams[name];
  return Array.isArray(value) ? value[0] : value ?? undefined;
}
