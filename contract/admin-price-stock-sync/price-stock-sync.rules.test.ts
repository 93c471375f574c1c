import { inRerunScope, isWideRerun, parseRerunScopeKey, rerunScopeKey, retryMends, runOutcomeOf, syncStateOf } from './price-stock-sync.rules';
import { parsePriceStockSyncQuery, rerunSchema, rerunScopeProblems } from './price-stock-sync.types';

describe('price and stock sync rules', () => {
  it('reads a row as failing before pending, and up to date with neither', () => {
    expect(syncStateOf({ pendingItems: 3, failedItems: 1 })).toBe('failing');
    expect(syncStateOf({ pendingItems: 3, failedItems: 0 })).toBe('pending');
    expect(syncStateOf({ pendingItems: 0, failedItems: 0 })).toBe('upToDate');
  });

  it('names a run succeeded, partial or failed by what the marketplace refused', () => {
    expect(runOutcomeOf(10, 0)).toBe('succeeded');
    expect(runOutcomeOf(10, 4)).toBe('partial');
    expect(runOutcomeOf(4, 4)).toBe('failed');
  });

  it('mends passing troubles on a retry, not a price outside the range or a closed listing', () => {
    expect(retryMends('gatewayTimeout')).toBe(true);
    expect(retryMends('rateLimited')).toBe(true);
    expect(retryMends('priceOutOfRange')).toBe(false);
    expect(retryMends('listingClosed')).toBe(false);
  });

  it('matches rows to a scope and calls a scope without a company or a marketplace wide', () => {
    const row = { companyId: 1001, marketplace: 'trendyol' as const };
    expect(inRerunScope({ companyId: 1001 }, row)).toBe(true);
    expect(inRerunScope({ marketplace: 'trendyol' }, row)).toBe(true);
    expect(inRerunScope({ companyId: 1001, marketplace: 'noon-ae' }, row)).toBe(false);
    expect(isWideRerun({ companyId: 1001, marketplace: 'trendyol' })).toBe(false);
    expect(isWideRerun({ companyId: 1001 })).toBe(true);
    expect(isWideRerun({ marketplace: 'trendyol' })).toBe(true);
  });

  it('writes a scope as a key and reads it back, refusing keys that name nothing or something unknown', () => {
    for (const scope of [{ companyId: 1001, marketplace: 'trendyol' as const }, { companyId: 1001 }, { marketplace: 'noon-ae' as const }]) {
      expect(parseRerunScopeKey(rerunScopeKey(scope))).toEqual(scope);
    }
    expect(rerunScopeKey({ companyId: 7 })).toBe('7:*');
    for (const bad of ['*:*', '1001', '1001:amazon', 'x:trendyol', '1:trendyol:2', '', null]) expect(parseRerunScopeKey(bad)).toBeNull();
  });

  it('parses the list query with its tab and filters, and asks a re-run to name a company or a marketplace', () => {
    expect(parsePriceStockSyncQuery({ tab: 'failing', companyId: '1002', marketplace: 'noon-sa', page: '2' })).toMatchObject({
      tab: 'failing',
      companyId: 1002,
      marketplace: 'noon-sa',
      page: 2,
    });
    expect(parsePriceStockSyncQuery({ tab: 'odd', companyId: '-1', marketplace: 'ebay' })).toEqual({ tab: 'all', page: 1, pageSize: 25 });
    expect(rerunScopeProblems({})).toEqual({ companyId: 'adminPriceStockSync.rerun.scopeRequired' });
    expect(rerunScopeProblems({ marketplace: 'trendyol' })).toBeNull();
    expect(() => rerunSchema.validateSync({})).toThrow('adminPriceStockSync.rerun.scopeRequired');
    expect(rerunSchema.validateSync({ companyId: 1001 })).toEqual({ companyId: 1001 });
  });
});
