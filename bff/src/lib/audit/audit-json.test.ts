import { AUDIT_JSON_MAX_CHARS, auditJson } from './audit-json';

describe('auditJson', () => {
  it('leaves secrets out at every depth and keeps the rest', () => {
    const kept = auditJson({ email: 'a@b.c', password: 'x', user: { accessToken: 't', name: 'N' }, keys: [{ apiKey: 'k', id: 1 }], n: Number.NaN });
    expect(kept).toEqual({ email: 'a@b.c', user: { name: 'N' }, keys: [{ id: 1 }], n: null });
  });

  it('keeps only the size of a large value', () => {
    const big = { text: 'x'.repeat(AUDIT_JSON_MAX_CHARS) };
    expect(auditJson(big)).toEqual({ truncated: true, chars: JSON.stringify(big).length });
  });
});
