import { parseTagTargetQuery, productSearchReady, tagTargetProblems } from './tag.query';
import { assignProblem, deleteConfirmationOf, kindChangeProblem } from './tag.rules';

describe('the target search', () => {
  it('finds products in a company, or by id in any; a name or SKU alone is refused', () => {
    expect(productSearchReady(parseTagTargetQuery({ companyId: '1001' }))).toBe(true);
    expect(productSearchReady(parseTagTargetQuery({ q: '100100001' }))).toBe(true);
    expect(productSearchReady(parseTagTargetQuery({}))).toBe(false);
    expect(tagTargetProblems(parseTagTargetQuery({ q: 'shirt' }))).toEqual({ companyId: 'adminTags.validation.companyOrId' });
    expect(tagTargetProblems(parseTagTargetQuery({ q: 'shirt', companyId: '1001' }))).toBeNull();
    expect(tagTargetProblems(parseTagTargetQuery({ tab: 'company', q: 'gulf' }))).toBeNull();
    expect(tagTargetProblems(parseTagTargetQuery({ tab: 'company', q: 'g' }))).toEqual({ q: 'adminTags.validation.searchTooShort' });
  });
});

describe('tag rules', () => {
  it('assigns only an active tag of the target’s kind, and keeps the kind of a tag in use', () => {
    expect(assignProblem({ kind: 'product', status: 'active' }, 'product')).toBeNull();
    expect(assignProblem({ kind: 'product', status: 'inactive' }, 'product')).toBe('adminTags.reasons.tagInactive');
    expect(assignProblem({ kind: 'company', status: 'active' }, 'product')).toBe('adminTags.reasons.companyTagOnly');
    expect(kindChangeProblem({ kind: 'product', usage: 3 }, 'company')).toBe('adminTags.validation.kindInUse');
    expect(kindChangeProblem({ kind: 'product', usage: 0 }, 'company')).toBeNull();
  });

  it('confirms a delete with the English name', () => {
    expect(deleteConfirmationOf({ name: { en: ' Gift  idea ', tr: 'Hediye Fikri' } })).toBe('Gift idea');
  });
});
