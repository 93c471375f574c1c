/**
 * What the BFF accepts from a service: an answer no larger than MAX_ANSWER_BYTES, and JSON. Answers passed on as text
 * (lists) are checked for their framing only (an object or an array from first to last character), so a large page
 * is not parsed twice; answers the BFF reads are parsed and must be an object, an array or empty (204).
 */
import type { ServiceName } from '@contract/downstream/common';
import { ApiFailure } from './api-failure';
import type { AnswerTooLarge } from './downstream-transport';

/** The largest answer read: files (invoices, images, photos) travel base64-encoded in JSON, lists by the page. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

const UTF8 = new TextEncoder();

function byteLengthOver(text: string, max: number): boolean {
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  return UTF8.encode(text).byteLength > max;
}

const OPENERS: Record<string, string> = { '{': '}', '[': ']' };
const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\r' || char === '\t';

/** Whether the text looks like one JSON object or array (first and last non-space characters), without parsing it. */
function framedAsJson(text: string): boolean {
  let first = 0;
  let last = text.length - 1;
  while (isSpace(text[first])) first++;
  while (last > first && isSpace(text[last])) last--;
  const closer = OPENERS[text[first] ?? ''];
  return closer !== undefined && text[last] === closer && last > first;
}

export class UnreadableAnswer extends Error {
  constructor(
    readonly service: ServiceName,
    readonly reason: 'tooLarge' | 'notJson' | 'notAnObject',
  ) {
    super(`${service} sent an unreadable answer (${reason})`);
    this.name = 'UnreadableAnswer';
  }
}

/** Why a successful answer's text cannot be used, or null. */
export function answerProblem(text: string, maxBytes: number): UnreadableAnswer['reason'] | null {
  if (byteLengthOver(text, maxBytes)) return 'tooLarge';
  if (text !== '' && !framedAsJson(text)) return 'notJson';
  return null;
}

/** A successful answer's JSON: an object, an array, or null for an empty answer. */
export function parsedAnswer(service: ServiceName, text: string): unknown {
  if (text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (cause) {
    throw invalidAnswer(new UnreadableAnswer(service, 'notJson'), cause);
  }
  if (typeof value !== 'object') throw invalidAnswer(new UnreadableAnswer(service, 'notAnObject'));
  return value;
}

/** The 502 a browser gets for an answer the BFF could not use; the reason stays in the cause (logs). */
export function invalidAnswer(error: UnreadableAnswer | AnswerTooLarge, cause?: unknown): ApiFailure {
  return new ApiFailure('downstreamInvalidAnswer', { cause: cause === undefined ? error : Object.assign(error, { cause }) });
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);

/** Whether a transport error is a connection the service (or the network) dropped mid-request: worth one more GET. */
export function isConnectionReset(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as Error & { code?: unknown }).code;
    if (typeof code === 'string' && RESET_CODES.has(code)) return true;
    if (at.name === 'SocketError') return true;
  }
  return false;
}
