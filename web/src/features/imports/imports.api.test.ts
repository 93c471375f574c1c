import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { changeLanguage } from '@web/lib/i18n';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import {
  fetchImportErrors,
  fetchRecentImports,
  fetchTemplateCategories,
  importErrorFileUrl,
  importFileUrl,
  recentImportsQuery,
  templateUrl,
  transactionDetailPath,
  uploadImport,
} from './imports.api';

describe('the imports API', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends the workbook itself as the body, its name in the query, with the CSRF header', async () => {
    api = fakeApi({ [`POST ${API.imports}/stockPrice`]: { status: 202, data: { transactionId: 'tx_9' } } });
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'fiyat listesi.xlsx');
    await expect(uploadImport('stockPrice', file)).resolves.toEqual({ transactionId: 'tx_9' });
    const [call] = api.calls;
    expect(call?.data).toBe(file);
    expect(call?.params).toEqual({ name: 'fiyat listesi.xlsx', lang: 'en' });
    expect(call?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(call?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  });

  it('asks for the last five transactions of the kind, newest first', async () => {
    api = fakeApi({ [`GET ${API.transactions}`]: { data: { items: [], total: 0, page: 1, pageSize: 5, tabCounts: {} } } });
    await fetchRecentImports(recentImportsQuery('fulfillmentDay'));
    expect(api.calls[0]?.params).toEqual({ tab: 'all', method: 'fulfillmentDayImport', page: '1', pageSize: '5' });
  });

  it('reads refused rows and template categories as list pages, sending only the filters set', async () => {
    api = fakeApi({
      [`GET ${API.imports}/errors`]: { data: { items: [], total: 0, page: 2, pageSize: 25 } },
      [`GET ${API.imports}/template-categories`]: { data: { items: [{ categoryId: 5 }, { categoryId: 6 }] } },
    });
    await expect(fetchImportErrors({ kind: 'productVariant', transactionId: 'tx_1', sku: undefined, page: 2, pageSize: 25 })).resolves.toEqual({
      items: [],
      total: 0,
      page: 2,
      pageSize: 25,
      tabCounts: {},
    });
    expect(api.calls[0]?.params).toEqual({ kind: 'productVariant', transactionId: 'tx_1', page: '2', pageSize: '25' });
    const categories = await fetchTemplateCategories({ search: 'gömlek', marketplace: undefined });
    expect(api.calls[1]?.params).toEqual({ search: 'gömlek' });
    expect(categories).toMatchObject({ total: 2, page: 1, pageSize: 2 });
  });

  it('builds the download and detail addresses, templates in the interface language', async () => {
    expect(templateUrl('stockPrice')).toBe(`${API.imports}/templates/stock-price?lang=en`);
    expect(templateUrl('fulfillmentDay')).toBe(`${API.imports}/templates/fulfillment-day?lang=en`);
    await changeLanguage('tr');
    expect(templateUrl('productVariant', 412)).toBe(`${API.imports}/templates/product-variant/412?lang=tr`);
    await changeLanguage('en');
    expect(importFileUrl('tx 1')).toBe(`${API.transactions}/tx%201/file`);
    expect(importErrorFileUrl('tx_1', 'tr')).toBe(`${API.transactions}/tx_1/import-error-file?lang=tr`);
    expect(transactionDetailPath('tx_1')).toBe('/reports/transactions?transaction=tx_1');
  });
});
