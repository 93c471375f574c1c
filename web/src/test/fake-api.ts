/** Replaces the axios adapter of the one http instance with canned answers, keyed "METHOD /path". */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@web/lib/http';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: InternalAxiosRequestConfig[];
  restore: () => void;
}

export function fakeApi(handlers: Record<string, FakeHandler | FakeAnswer>): FakeApi {
  const original = http.defaults.adapter;
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const handler = handlers[key];
    if (!handler) throw new AxiosError(`no fake answer for ${key}`, AxiosError.ERR_NETWORK, config);
    const answer = typeof handler === 'function' ? await handler(config) : handler;
    const response = {
      data: answer.data ?? null,
      status: answer.status ?? 200,
      statusText: '',
      config,
      headers: new AxiosHeaders(answer.headers ?? {}),
      request: {},
    };
    if (response.status >= 400) {
      throw new AxiosError(`status ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
