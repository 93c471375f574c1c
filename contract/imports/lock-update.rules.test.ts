import { matchHeaders } from './import-columns';
import { LOCK_UPDATE_COLUMNS, readLockUpdateRow } from './lock-update.rules';

const match = matchHeaders(['Firma ID', 'Varyant ID', 'SKU', 'Pazaryeri', 'İşlem', 'Neden'], LOCK_UPDATE_COLUMNS);
const read = (cells: (string | number | null)[]) => readLockUpdateRow(cells, match);

describe('a lock-update row', () => {
  it('reads the marketplace by its code in any case and spacing; an empty action locks', () => {
    expect(read([1022, 102200007, null, 'Noon AE', null, 'Sahte ürün bildirimi'])).toEqual({
      row: { companyId: 1022, variantId: 102200007, sku: '', marketplace: 'noon-ae', action: 'lock', reason: 'Sahte ürün bildirimi' },
    });
    expect(read([1022, null, 'DR-AVZ-7', 'TRENDYOL', 'Kilidi kaldır', null])).toMatchObject({
      row: { sku: 'DR-AVZ-7', marketplace: 'trendyol', action: 'unlock', reason: '' },
    });
  });

  it('refuses an unknown marketplace or action, and a lock without a reason', () => {
    expect(read([1022, 5, null, 'amazon', 'freeze', null])).toEqual({
      reasons: [
        {
          code: 'imports.reasons.marketplaceUnknown',
          column: 'Marketplace',
          params: { value: 'amazon', allowed: 'hepsiburada, noon-ae, noon-sa, noon-eg, trendyol' },
        },
        { code: 'imports.reasons.actionUnknown', column: 'Action', params: { value: 'freeze', allowed: 'lock, unlock' } },
        { code: 'adminProductTools.reasonRequired', column: 'Reason' },
      ],
    });
    expect(read([1022, 5, null, null, 'unlock', null])).toEqual({ reasons: [{ code: 'validation.required', column: 'Marketplace' }] });
  });
});
