import { rerunScopeId, scopeOfRerunId } from './rerun-scope-id';

describe('a re-run scope as a record id', () => {
  it('keeps every kind of scope apart and reads each back', () => {
    const scopes = [{ companyId: 1001, marketplace: 'trendyol' as const }, { companyId: 1001 }, { marketplace: 'hepsiburada' as const }, { companyId: 1002 }];
    const ids = scopes.map(rerunScopeId);
    expect(new Set(ids).size).toBe(scopes.length);
    expect(ids.map(scopeOfRerunId)).toEqual(scopes);
  });
});
