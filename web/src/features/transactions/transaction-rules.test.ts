import { TRANSACTION_STATUSES } from '@contract/transactions/transaction.types';
import { importErrorsPath, importerPath, isRunning } from './transaction-rules';

describe('transaction rules', () => {
  it('counts only open and in-progress jobs as running', () => {
    expect(TRANSACTION_STATUSES.filter((status) => isRunning({ status }))).toEqual(['open', 'inProgress']);
  });

  it('leads imports to their importer screen, and product/variant imports to their Import Errors tab', () => {
    expect(importerPath('productVariantImport')).toBe('/importer/excel-product-variant');
    expect(importerPath('stockPriceImport')).toBe('/importer/excel-stock-price');
    expect(importerPath('fulfillmentDayImport')).toBe('/importer/fulfillment-day-import');
    expect(importerPath('orderExport')).toBeNull();
    expect(importErrorsPath({ id: 'Ab_9-x', method: 'productVariantImport' })).toBe('/importer/excel-product-variant?tab=errors&transactionId=Ab_9-x');
    expect(importErrorsPath({ id: 'Ab_9-x', method: 'stockPriceImport' })).toBeNull();
  });
});
