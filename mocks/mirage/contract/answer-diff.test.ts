import { describe, expect, it } from 'vitest';
import { diffAnswers, diffJson, textStructure, urlStructure } from './answer-diff';
import { contractDifferences } from './contract-sides';
import { AYSE, signIn, supportLink } from './contract-steps';

const user = { id: 'usr-ayse', companyId: 1001, securityGroups: ['A'], counts: { claims: 3 }, actingAdmin: null };

describe('diffJson', () => {
  it('finds nothing between equal values', () => {
    expect(diffJson({ user, list: [1, 2] }, structuredClone({ user, list: [1, 2] }))).toEqual([]);
  });

  it('reports a different value, with its path', () => {
    expect(diffJson({ user }, { user: { ...user, counts: { claims: 4 } } })).toEqual(['user.counts.claims: 3 ≠ 4']);
  });

  it('reports keys present on one side only', () => {
    const { actingAdmin: _gone, ...withoutAdmin } = user;
    expect(diffJson(user, { ...withoutAdmin, extra: 1 })).toEqual(['actingAdmin: only in BFF', 'extra: only in Mirage']);
  });

  it('reports a different type, even where values may differ', () => {
    expect(diffJson({ companyId: 1001 }, { companyId: '1001' }, { companyId: 'type' })).toEqual(['companyId: number 1001 ≠ string "1001"']);
    expect(diffJson({ actingAdmin: null }, { actingAdmin: {} })).toEqual(['actingAdmin: null null ≠ object {}']);
    expect(diffJson([1], { 0: 1 })).toEqual(['(body): array [1] ≠ object {"0":1}']);
  });

  it('reports arrays of different length or order', () => {
    expect(diffJson({ starred: ['a', 'b'] }, { starred: ['a'] })).toEqual(['starred: 2 items ≠ 1 items']);
    expect(diffJson({ starred: ['a', 'b'] }, { starred: ['b', 'a'] })).toEqual(['starred.0: "a" ≠ "b"', 'starred.1: "b" ≠ "a"']);
  });

  it("with a 'type' leeway compares only shapes, all the way down", () => {
    const leeways = { accessToken: 'type', 'items.*.meta': 'type' } as const;
    expect(diffJson({ accessToken: 'abc', items: [{ meta: { n: 1 } }] }, { accessToken: 'xyz', items: [{ meta: { n: 2 } }] }, leeways)).toEqual([]);
    expect(diffJson({ items: [{ meta: { n: 1 } }] }, { items: [{ meta: { m: 1 } }] }, leeways)).toEqual(['items.0.meta.m: only in Mirage', 'items.0.meta.n: only in BFF']);
  });

  it("with a 'url' leeway ignores the host and parameter values, not the path or parameter names", () => {
    const leeways = { url: 'url' } as const;
    expect(diffJson({ url: 'https://a.test/requests?token=1' }, { url: 'https://b.test/requests?token=2' }, leeways)).toEqual([]);
    expect(diffJson({ url: 'https://a.test/requests?token=1' }, { url: 'https://a.test/other?token=1' }, leeways)).toHaveLength(1);
    expect(diffJson({ url: 'https://a.test/requests?token=1' }, { url: 'https://a.test/requests?t=1' }, leeways)).toHaveLength(1);
    expect(diffJson({ url: 'https://a.test/requests?token=1' }, { url: 'https://a.test/requests?token=' }, leeways)).toHaveLength(1);
  });

  it("with a 'text' leeway compares text with its URLs reduced to their structure", () => {
    const mail = (url: string, greeting = 'Hello') => ({ body: `${greeting} Ayşe,\n${url}\nBye` });
    expect(diffJson(mail('http://localhost/reset?token=aa'), mail('http://localhost:3000/reset?token=bb'), { body: 'text' })).toEqual([]);
    expect(diffJson(mail('http://localhost/reset?token=aa'), mail('http://localhost/reset?token=aa', 'Hi'), { body: 'text' })).toHaveLength(1);
  });

  it('reduces URLs to their structure', () => {
    expect(urlStructure('http://localhost:3000/reset-password?token=ab&x=')).toBe('http://<host>/reset-password?token=…&x=');
    expect(urlStructure('not a url')).toBe('not a url');
    expect(textStructure('see https://x.test/a?b=1.')).toBe('see <https://<host>/a?b=…>');
  });
});

describe('diffAnswers', () => {
  it('reports a different status before the body', () => {
    expect(diffAnswers({ status: 401, body: { code: 'unauthenticated' } }, { status: 403, body: { code: 'forbidden' } }))
      .toEqual(['status: 401 ≠ 403', 'code: "unauthenticated" ≠ "forbidden"']);
    expect(diffAnswers({ status: 204, body: null }, { status: 204, body: null })).toEqual([]);
  });
});

describe('contractDifferences', () => {
  it('fails a real run when a step leaves out the leeway its answers need', async () => {
    const strictSupport = { ...supportLink(), leeways: {} };
    const strictSignIn = { ...signIn(AYSE), leeways: {} };
    const found = await contractDifferences([strictSignIn, strictSupport]);
    expect(found.some((line) => line.startsWith('#1 POST /api/authenticate/login/user → accessToken:'))).toBe(true);
    expect(found.some((line) => line.startsWith('#2 GET /api/support/link → url:'))).toBe(true);
    expect(await contractDifferences([signIn(AYSE), supportLink()])).toEqual([]);
  });
});
