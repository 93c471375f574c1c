/**
 * The SPA's calls to the BFF, typed by the contract's route descriptions (contract/api/route-def.ts): a wrong path,
 * param, query or body is a compile error. Every call goes through the one axios instance (lib/http.ts).
 */
import type { AxiosRequestConfig } from 'axios';
import { fillPath, isUpload, type AnswerOf, type RouteDef } from '@contract/api/route-def';
import type { CallArgs, CallInput } from '@contract/api/route-url';
import { http } from './http';

export { urlOf } from '@contract/api/route-url';

export function apiCall<const R extends RouteDef>(def: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  return send(def, input, {});
}

/** What apiCall leaves to the client's defaults: a timeout of the call's own, an abort signal, the share of the body sent (0–1). */
export interface Transfer {
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((sent: number) => void) | undefined;
}

/** apiCall for an upload (a workbook as the raw body) that takes longer than the client's usual timeout or shows its progress. */
export function apiUpload<const R extends RouteDef>(def: R, input: CallInput<R>, transfer: Transfer): Promise<AnswerOf<R>> {
  return send(def, input, transfer);
}

async function send<R extends RouteDef>(def: R, input: unknown, { timeoutMs, signal, onProgress }: Transfer): Promise<AnswerOf<R>> {
  const { params = {}, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  const config: AxiosRequestConfig = {
    method: def.method,
    url: fillPath(def.path, params),
    ...(query !== undefined && def.query ? { params: def.query.toRaw(query) } : {}),
    ...(body !== undefined ? { data: body } : {}),
    ...(isUpload(def.body) && def.body.kind === 'raw' ? { headers: { 'Content-Type': 'application/octet-stream' } } : {}),
    ...(def.answer.kind === 'file' ? { responseType: 'blob' } : {}),
    ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onUploadProgress: (event) => event.total && onProgress(Math.min(1, event.loaded / event.total)) } : {}),
  };
  const answer = await http.request<AnswerOf<R>>(config);
  return (answer.status === 204 ? null : answer.data) as AnswerOf<R>;
}
