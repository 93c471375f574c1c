import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { apiCall, apiUpload, urlOf } from './api-call';

describe('apiCall', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('fills the path, writes the query with the route codec and sends the body', async () => {
    api = fakeApi({ 'GET /api/orders': { data: { items: [] } }, 'POST /api/orders/7/cancel': { data: { order: { id: 7 } } } });
    await apiCall(ORDER_ROUTES.list, { query: { tab: 'all', page: 2, pageSize: 25, sort: { field: 'orderDate', direction: 'desc' }, customer: 'Yılmaz' } });
    await apiCall(ORDER_ROUTES.cancel, { params: { id: 7 }, body: { itemIds: [1], reason: 'outOfStock' } });
    expect(api.calls.map((call) => [call.method?.toUpperCase(), call.url])).toEqual([
      ['GET', '/api/orders'],
      ['POST', '/api/orders/7/cancel'],
    ]);
    expect(api.calls[0]!.params).toEqual({ tab: 'all', page: '2', pageSize: '25', sort: '-orderDate', customer: 'Yılmaz' });
    expect(JSON.parse(String(api.calls[1]!.data))).toEqual({ itemIds: [1], reason: 'outOfStock' });
  });

  it('sends an upload through its route: the raw file as application/octet-stream, with its own timeout and abort signal', async () => {
    api = fakeApi({ 'POST /api/imports/fulfillmentDay': { status: 202, data: { transactionId: 'tx_1' } } });
    const file = new File([new Uint8Array([0x50, 0x4b])], 'days.xlsx');
    const { signal } = new AbortController();
    const sent = await apiUpload(
      IMPORT_ROUTES.upload,
      { params: { kind: 'fulfillmentDay' }, query: { name: file.name }, body: file },
      { timeoutMs: 600_000, signal },
    );
    expect(sent).toEqual({ transactionId: 'tx_1' });
    const [call] = api.calls;
    expect([call?.url, call?.data, call?.params, call?.timeout, call?.signal]).toEqual([
      '/api/imports/fulfillmentDay',
      file,
      { name: 'days.xlsx' },
      600_000,
      signal,
    ]);
    expect(call?.headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('answers null for 204', async () => {
    api = fakeApi({ 'DELETE /api/orders/3': { status: 204 } });
    await expect(apiCall(ORDER_ROUTES.delete, { params: { id: 3 } })).resolves.toBeNull();
  });

  it('builds links for the browser to open', () => {
    expect(urlOf(ORDER_ROUTES.invoiceFile, { params: { id: 12 } })).toBe('/api/orders/12/invoice/file');
    expect(urlOf(ORDER_ROUTES.list, { query: { tab: 'all', page: 1, pageSize: 25, sort: { field: 'orderDate', direction: 'asc' } } })).toBe(
      '/api/orders?tab=all&page=1&pageSize=25&sort=orderDate',
    );
  });

  it('refuses wrong params and bodies at compile time', () => {
    const neverCalled = () => {
      // @ts-expect-error an id is a number
      void apiCall(ORDER_ROUTES.detail, { params: { id: 'x' } });
      // @ts-expect-error the path has an id
      void apiCall(ORDER_ROUTES.detail);
      // @ts-expect-error cancel needs its reason
      void apiCall(ORDER_ROUTES.cancel, { params: { id: 1 }, body: { itemIds: [1] } });
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});
