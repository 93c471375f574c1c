/** Test helper: calls the running Mirage like the SPA does (fetch, JSON, CSRF header on writes). */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';

export interface Answer<T = Record<string, unknown>> { status: number; body: T }

export async function api<T = Record<string, unknown>>(path: string, init: { method?: string; body?: unknown; csrf?: boolean } = {}): Promise<Answer<T>> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (method !== 'GET' && init.csrf !== false) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  const answer = await fetch(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}
