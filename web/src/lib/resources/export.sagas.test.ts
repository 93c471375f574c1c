import { call } from 'redux-saga/effects';
import { API } from '@contract/api/paths';
import { http } from '@web/lib/http';
import { changeLanguage } from '@web/lib/i18n';
import { exportRequested, postExport, runExport } from './export.sagas';

const request = exportRequested({ path: API.ordersExport, filters: { tab: 'cancelled' } });
const refusal = (code: string, fields?: Record<string, string>) => ({
  isAxiosError: true,
  response: { status: 400, headers: {}, data: { code, message: 'x', ...(fields ? { fields } : {}) } },
});

describe('export saga', () => {
  it('posts the filters, then points to the transactions page (spec §8)', () => {
    const saga = runExport(request);
    expect(saga.next().value).toEqual(call(postExport, { path: API.ordersExport, filters: { tab: 'cancelled' } }));
    expect(saga.next({ transactionId: 't1', rows: 3 }).value).toMatchObject({
      type: 'PUT',
      payload: {
        action: { payload: { messageKey: 'exports.started', color: 'success', link: { to: '/reports/transactions', labelKey: 'exports.openTransactions' } } },
      },
    });
  });

  it("says why it was refused: over the cap, or the field's own text (the package export's date range)", () => {
    const tooLarge = runExport(request);
    tooLarge.next();
    expect(tooLarge.throw(refusal('exportTooLarge')).value).toMatchObject({
      payload: { action: { payload: { messageKey: 'errors.exportTooLarge', color: 'danger' } } },
    });
    const noRange = runExport(request);
    noRange.next();
    expect(noRange.throw(refusal('validation', { from: 'validation.dateRangeRequired' })).value).toMatchObject({
      payload: { action: { payload: { messageKey: 'validation.dateRangeRequired' } } },
    });
  });

  it('sends the interface language beside the filters, so the file is written in it', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { transactionId: 't1', rows: 3 } });
    await changeLanguage('tr');
    try {
      expect(await postExport({ path: API.ordersExport, filters: { tab: 'cancelled' } })).toEqual({ transactionId: 't1', rows: 3 });
      expect(post.mock.calls).toEqual([[API.ordersExport, { tab: 'cancelled' }, { params: { lang: 'tr' } }]]);
    } finally {
      post.mockRestore();
      await changeLanguage('en');
    }
  });
});
