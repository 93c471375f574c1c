import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { http, onUnauthorized, parseRetryAfter, toApiFailure } from './http';

describe('http instance', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends the contract CSRF header and cookies on every request, relative to the page', async () => {
    api = fakeApi({ [`GET ${API.me}`]: { data: {} }, [`POST ${API.logout}`]: { data: {} } });
    await http.get(API.me);
    await http.post(API.logout);
    expect(api.calls).toHaveLength(2);
    for (const call of api.calls) {
      expect(call.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
      expect(call.withCredentials).toBe(true);
      expect(call.baseURL).toBe('');
    }
  });

  it('tells listeners about a 401 that ends the session, but not about wrong credentials', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    api = fakeApi({
      [`GET ${API.me}`]: { status: 401, data: { code: 'unauthenticated', message: 'x' } },
      [`POST ${API.loginUser}`]: { status: 401, data: { code: 'invalidCredentials', message: 'x' } },
    });
    await expect(http.post(API.loginUser, {})).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
    await expect(http.get(API.me)).rejects.toBeInstanceOf(AxiosError);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('toApiFailure', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
    new AxiosError('x', 'ERR', config, {}, { status, data, headers, statusText: '', config });

  it('takes code and message from the body', () => {
    expect(toApiFailure(answer(401, { code: 'invalidCredentials', message: 'Email Or Password Invalid' }))).toEqual({
      code: 'invalidCredentials',
      message: 'Email Or Password Invalid',
      status: 401,
      retryAfterSeconds: null,
    });
  });

  it('turns network errors and timeouts into generic', () => {
    expect(toApiFailure(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)).code).toBe('generic');
    expect(toApiFailure(new AxiosError('timeout', AxiosError.ECONNABORTED, config))).toMatchObject({ code: 'generic', status: null });
    expect(toApiFailure(new Error('boom')).code).toBe('generic');
  });

  it('keeps Retry-After of a 429 and falls back on the status when the body has no code', () => {
    const failure = toApiFailure(answer(429, 'slow down', { 'retry-after': '120' }));
    expect(failure).toMatchObject({ code: 'tooManyAttempts', status: 429, retryAfterSeconds: 120 });
    expect(toApiFailure(answer(500, '<html>')).code).toBe('generic');
    expect(toApiFailure(answer(403, null)).code).toBe('forbidden');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('90')).toBe(90);
    expect(parseRetryAfter(new Date(10_000 + 61_000).toUTCString(), 10_000)).toBeGreaterThanOrEqual(60);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
