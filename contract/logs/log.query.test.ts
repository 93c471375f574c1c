import { DEFAULT_PAGE_SIZE } from '../lists/list-query';
import { LOG_TABS, marketplaceLogFilterProblems, marketplaceLogQueryToRaw, parseLogId, parseMarketplaceLogQuery } from './log.query';

describe('the marketplace-logs query', () => {
  it('reads the URL and writes it back the same', () => {
    const query = parseMarketplaceLogQuery({
      tab: 'error',
      referenceType: 'order',
      marketplace: 'trendyol',
      referenceId: ' 1001000042 ',
      from: '2026-01-05',
      to: '2026-01-14',
      page: '2',
      pageSize: '50',
      sort: 'date',
    });
    expect(query).toEqual({
      tab: 'error',
      referenceType: 'order',
      marketplace: 'trendyol',
      referenceId: '1001000042',
      from: '2026-01-05',
      to: '2026-01-14',
      page: 2,
      pageSize: 50,
      sort: { field: 'date', direction: 'asc' },
    });
    expect(parseMarketplaceLogQuery(marketplaceLogQueryToRaw(query))).toEqual(query);
  });

  it('falls back on anything it does not know: all levels, newest first', () => {
    expect(parseMarketplaceLogQuery({ tab: 'debug', referenceType: 'package', marketplace: 'amazon', sort: 'hash', pageSize: '5000' })).toEqual({
      tab: 'all',
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: { field: 'date', direction: 'desc' },
      referenceId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(marketplaceLogQueryToRaw(parseMarketplaceLogQuery({}))).toEqual({ tab: 'all', page: '1', pageSize: String(DEFAULT_PAGE_SIZE), sort: '-date' });
  });

  it('has All and then the three §4 levels as tabs', () => {
    expect(LOG_TABS).toEqual(['all', 'info', 'error', 'warning']);
  });

  it('takes no range, or a whole range of at most 10 days', () => {
    expect(marketplaceLogFilterProblems({})).toBeNull();
    expect(marketplaceLogFilterProblems({ from: '2026-01-05', to: '2026-01-14' })).toBeNull();
    expect(marketplaceLogFilterProblems({ from: '2026-01-05', to: '2026-01-15' })).toEqual({ from: 'validation.dateRangeTooLong' });
    expect(marketplaceLogFilterProblems({ from: '2026-01-05' })).toEqual({ from: 'validation.dateRangeRequired' });
    expect(marketplaceLogFilterProblems({ from: '2026-01-10', to: '2026-01-05' })).toEqual({ from: 'validation.dateRangeOrder' });
  });

  it('takes a reference id only as a whole id', () => {
    expect(marketplaceLogFilterProblems({ referenceId: '100100042' })).toBeNull();
    expect(marketplaceLogFilterProblems({ referenceId: 'TY-42' })).toEqual({ referenceId: 'marketplaceLogs.filters.referenceIdInvalid' });
    expect(marketplaceLogFilterProblems({ referenceId: '12.5', from: '2026-01-01', to: '2026-02-01' })).toEqual({
      referenceId: 'marketplaceLogs.filters.referenceIdInvalid',
      from: 'validation.dateRangeTooLong',
    });
  });

  it('reads a log id from a path', () => {
    expect(parseLogId('4000000012345002')).toBe(4_000_000_012_345_002);
    expect(parseLogId('0')).toBeNull();
    expect(parseLogId('12a')).toBeNull();
    expect(parseLogId('99999999999999999999')).toBeNull();
    expect(parseLogId(undefined)).toBeNull();
  });
});
