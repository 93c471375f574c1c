import { API } from '@contract/api/paths';
import { ERROR_MESSAGES } from '@contract/errors';
import * as yup from 'yup';
import { ApiFailure } from './api-failure';
import { nestsDeeperThan, validated } from './validate';
import type { TestBrowser } from '../test/browser';
import { harnessPerFile } from '../test/harness-per-file';

const SELLER = 'ayse@demo.tezgah.dev';
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const raw = (text: string) => ({ bytes: new TextEncoder().encode(text), headers: { 'content-type': 'application/json' } });

describe('JSON bodies', () => {
  let browser: TestBrowser;
  harnessPerFile((_harness, made) => {
    browser = made;
  });

  const routes = [
    { name: 'sign-in', path: API.loginUser, signedIn: false, valid: (extra: string) => `{"email":"${SELLER}","password":"x"${extra}}` },
    { name: 'forgot-password', path: API.forgotPassword, signedIn: false, valid: (extra: string) => `{"email":"${SELLER}"${extra}}` },
    { name: 'bookmark toggle', path: API.toggleBookmark, signedIn: true, valid: (extra: string) => `{"obj":{"id":"orders"${extra}}}` },
    { name: 'order cancel', path: `${API.orders}/1/cancel`, signedIn: true, valid: (extra: string) => `{"itemIds":[1],"reason":"x"${extra}}` },
  ];

  for (const route of routes) {
    it(`${route.name}: prototype keys, top level or nested, answer 400 and pollute nothing`, async () => {
      if (route.signedIn) await browser.signIn(SELLER);
      for (const key of PROTO_KEYS) {
        for (const body of [route.valid(`,"${key}":{"polluted":1}`), route.valid(`,"n":{"${key}":{"polluted":1}}`), `{"${key}":1}`]) {
          const response = await browser.send('POST', route.path, raw(body));
          expect([key, body, response.status]).toEqual([key, body, 400]);
          expect(await response.json()).toMatchObject({ code: 'validation', message: ERROR_MESSAGES.validation });
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it(`${route.name}: a 20,000-deep body answers 400`, async () => {
      if (route.signedIn) await browser.signIn(SELLER);
      for (const body of [deep(20_000), route.valid(`,"n":${deep(20_000)}`)]) {
        const response = await browser.send('POST', route.path, raw(body));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'validation', message: ERROR_MESSAGES.validation });
      }
    });
  }

  it('answers 413 for a JSON body over its limit, and still reads one just under it', async () => {
    const over = await browser.send('POST', API.forgotPassword, raw(`{"email":"${SELLER}","pad":"${'x'.repeat(64 * 1024)}"}`));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'validation', message: ERROR_MESSAGES.validation });
    const under = await browser.send('POST', API.forgotPassword, raw(`{"email":"${SELLER}","pad":"${'x'.repeat(60 * 1024)}"}`));
    expect(under.status).toBe(202);
  });

  it('answers 400, not 500, when a trimmed text field comes as an array, object, number or boolean', async () => {
    for (const wrong of ['["x"]', '{"a":"x"}', '12', 'true']) {
      for (const [path, body] of [
        [API.loginUser, `{"email":${wrong},"password":"x"}`],
        [API.forgotPassword, `{"email":${wrong}}`],
      ] as const) {
        const response = await browser.send('POST', path, raw(body));
        expect([body, response.status]).toEqual([body, 400]);
        expect(await response.json()).toMatchObject({ code: 'validation', message: ERROR_MESSAGES.validation });
      }
    }
  });

  it('still reads ordinary nested bodies', async () => {
    await browser.signIn(SELLER);
    const response = await browser.send('POST', API.toggleBookmark, raw('{"obj":{"id":"orders"}}'));
    expect(response.status).toBe(200);
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":"[[[{{\\"[["}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
  });
});

describe('validated', () => {
  it('refuses (400), not 500, a value that makes a schema test throw a RangeError (an impossible date)', () => {
    const schema = yup.object({
      start: yup.string().test('day', 'validation.date', (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value ?? '')),
    });
    const refusal = (() => {
      try {
        validated(schema, { start: '0000-00-00' });
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect(refusal).toMatchObject({ code: 'validation', status: 400, fields: { _: 'validation.invalidJson' } });
    expect(validated(schema, { start: '2026-02-28' })).toEqual({ start: '2026-02-28' });
  });
});
