import { importErrorsPath, importerPath } from './import-paths';

describe('where an import leads', () => {
  it('to its importer screen, and to that screen’s Import Errors tab for the one import', () => {
    expect(importerPath('productVariantImport')).toBe('/importer/excel-product-variant');
    expect(importerPath('stockPriceImport')).toBe('/importer/excel-stock-price');
    expect(importerPath('fulfillmentDayImport')).toBe('/importer/fulfillment-day-import');
    expect(importerPath('orderExport')).toBeNull();
    expect(importErrorsPath({ id: 'Ab_9-x', method: 'productVariantImport' })).toBe('/importer/excel-product-variant?tab=errors&transactionId=Ab_9-x');
    expect(importErrorsPath({ id: 'Ab_9-x', method: 'stockPriceImport' })).toBe('/importer/excel-stock-price?tab=errors&transactionId=Ab_9-x');
    expect(importErrorsPath({ id: 'Ab_9-x', method: 'orderExport' })).toBeNull();
  });
});
