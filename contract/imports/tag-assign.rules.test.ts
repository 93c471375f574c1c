import { matchHeaders } from './import-columns';
import { readTagAssignRow, TAG_ASSIGN_COLUMNS } from './tag-assign.rules';

const match = matchHeaders(['Etiket', 'Ürün ID', 'SKU', 'Firma ID', 'İşlem'], TAG_ASSIGN_COLUMNS);
const read = (cells: (string | number | null)[]) => readTagAssignRow(cells, match);

describe('a tag-assign row', () => {
  it('reads a product by id, a product by SKU in a company, and a company; an empty action assigns', () => {
    expect(read(['Çok Satan', 100100001, null, null, null])).toEqual({
      row: { tag: 'Çok Satan', productId: 100100001, sku: '', companyId: null, action: 'assign' },
    });
    expect(read(['Gift idea', null, 'TS-1', '1001', 'Kaldır'])).toEqual({
      row: { tag: 'Gift idea', productId: null, sku: 'TS-1', companyId: 1001, action: 'remove' },
    });
    expect(read(['Key account', null, null, 1004, 'ekle'])).toMatchObject({ row: { companyId: 1004, action: 'assign' } });
  });

  it('gives every reason a row cannot be read, each naming its column', () => {
    expect(read([null, 'x1', null, null, 'maybe'])).toEqual({
      reasons: [
        { code: 'validation.required', column: 'Tag' },
        { code: 'imports.reasons.wholeIdRequired', column: 'Product ID', params: { value: 'x1' } },
        { code: 'imports.reasons.tagActionUnknown', column: 'Action', params: { value: 'maybe' } },
      ],
    });
    expect(read(['Fragile', null, 'TS-1', null, null])).toEqual({ reasons: [{ code: 'imports.reasons.tagTargetMissing', column: 'Product ID' }] });
    expect(read(['Fragile', 12.5, null, null, null])).toMatchObject({ reasons: [{ code: 'imports.reasons.wholeIdRequired' }] });
  });
});
