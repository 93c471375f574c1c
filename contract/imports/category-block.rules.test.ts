import { CATEGORY_BLOCK_COLUMNS, readCategoryBlockRow } from './category-block.rules';
import { matchHeaders } from './import-columns';

const match = matchHeaders(['Firma ID', 'Kategori ID', 'İşlem', 'Neden'], CATEGORY_BLOCK_COLUMNS);
const read = (cells: (string | number | null)[]) => readCategoryBlockRow(cells, match);

describe('a category-block row', () => {
  it('blocks with a reason when the action is empty, and lifts a block in either language without one', () => {
    expect(read([1001, '104', null, 'Marka yetki belgesi eksik'])).toEqual({
      row: { companyId: 1001, categoryId: 104, action: 'block', reason: 'Marka yetki belgesi eksik' },
    });
    expect(read([1001, 104, 'Engeli kaldır', null])).toEqual({ row: { companyId: 1001, categoryId: 104, action: 'unblock', reason: '' } });
    expect(read([1001, 104, 'UNBLOCK', null])).toMatchObject({ row: { action: 'unblock' } });
  });

  it('gives every reason a row cannot be read, each naming its column', () => {
    expect(read([null, 'x', 'maybe', null])).toEqual({
      reasons: [
        { code: 'validation.required', column: 'Company ID' },
        { code: 'imports.reasons.wholeIdRequired', column: 'Category ID', params: { value: 'x' } },
        { code: 'imports.reasons.actionUnknown', column: 'Action', params: { value: 'maybe', allowed: 'block, unblock' } },
        { code: 'validation.fillOutField', column: 'Reason' },
      ],
    });
    expect(read([1001, 104, 'block', 'x'.repeat(301)])).toEqual({ reasons: [{ code: 'validation.textTooLong', column: 'Reason' }] });
  });
});
