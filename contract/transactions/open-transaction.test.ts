import { openTransaction } from './open-transaction';

describe('openTransaction', () => {
  it('starts open, updated when made, with nothing done, failed or counted', () => {
    const date = '2026-01-15T09:00:00.000Z';
    const started = openTransaction({ id: 'tx-1', companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse', date });
    expect(started).toMatchObject({ id: 'tx-1', companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse', status: 'open' });
    expect([started.date, started.updatedAt]).toEqual([date, date]);
    expect([started.file, started.importErrorFile, started.error, started.rows, started.progress]).toEqual([null, null, null, null, null]);
    expect(started.childErrors).toEqual([]);
    expect(Object.keys(started)).toHaveLength(13);
  });

  it('keeps an import’s workbook name from the start', () => {
    const started = openTransaction({
      id: 'tx-2',
      companyId: 1002,
      method: 'stockPriceImport',
      createdBy: 'usr-omar',
      date: '2026-01-15T09:00:00.000Z',
      file: 'prices.xlsx',
    });
    expect(started).toMatchObject({ file: 'prices.xlsx', status: 'open', companyId: 1002, createdBy: 'usr-omar' });
  });
});
