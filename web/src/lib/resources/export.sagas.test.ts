import { call } from 'redux-saga/effects';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { changeLanguage } from '@web/lib/i18n';
import { fakeApi } from '@web/test/fake-api';
import { listExport, postExport } from './export.sagas';

const ordersExport = listExport(ORDER_ROUTES.export);
const request = ordersExport.requested({ tab: 'cancelled' });
const refusal = (code: string, fields?: Record<string, string>) => ({
  isAxiosError: true,
  response: { status: 400, headers: {}, data: { code, message: 'x', ...(fields ? { fields } : {}) } },
});

describe('export saga', () => {
  it('posts the filters through the list’s export route, then points to the transactions page (spec §8)', () => {
    const saga = ordersExport.run(request);
    expect(saga.next().value).toEqual(call(postExport, ORDER_ROUTES.export, { tab: 'cancelled' }));
    expect(saga.next({ transactionId: 't1', rows: 3 }).value).toMatchObject({
      type: 'PUT',
      payload: {
        action: { payload: { messageKey: 'exports.started', color: 'success', link: { to: '/reports/transactions', labelKey: 'exports.openTransactions' } } },
      },
    });
  });

  it('names each list’s request after its route, so two lists’ exports never answer each other', () => {
    expect(request.type).toBe('exports/requested /api/orders/export');
    expect(listExport(ORDER_ROUTES.export).requested.match(request)).toBe(true);
  });

  it("says why it was refused: over the cap, or the field's own text (the package export's date range)", () => {
    const tooLarge = ordersExport.run(request);
    tooLarge.next();
    expect(tooLarge.throw(refusal('exportTooLarge')).value).toMatchObject({
      payload: { action: { payload: { messageKey: 'errors.exportTooLarge', color: 'danger' } } },
    });
    const noRange = ordersExport.run(request);
    noRange.next();
    expect(noRange.throw(refusal('validation', { from: 'validation.dateRangeRequired' })).value).toMatchObject({
      payload: { action: { payload: { messageKey: 'validation.dateRangeRequired' } } },
    });
  });

  it('sends the interface language beside the filters, so the file is written in it', async () => {
    const api = fakeApi({ 'POST /api/orders/export': { status: 202, data: { transactionId: 't1', rows: 3 } } });
    await changeLanguage('tr');
    try {
      expect(await postExport(ORDER_ROUTES.export, { tab: 'cancelled' })).toEqual({ transactionId: 't1', rows: 3 });
      const [sent] = api.calls;
      expect([sent?.url, sent?.params, JSON.parse(String(sent?.data))]).toEqual(['/api/orders/export', { lang: 'tr' }, { tab: 'cancelled' }]);
    } finally {
      api.restore();
      await changeLanguage('en');
    }
  });
});
