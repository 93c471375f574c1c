import type { Context } from 'hono';

/** Answers JSON text that is already written (a downstream answer passed on unchanged). */
export function jsonText(c: Context, text: string): Response {
  return c.body(text, 200, { 'content-type': 'application/json' });
}
