import { call, put } from 'redux-saga/effects';
import { toastShown } from '@web/lib/toasts.slice';
import { resendImportRows, transactionDetailPath } from './imports.api';
import { runResend } from './import-resend.sagas';
import { importResendReducer, resendFailed, resendRequested, resendStarted } from './import-resend.slice';

const rows = {
  kind: 'stockPrice' as const,
  fileName: 'prices-fixed.xlsx',
  header: ['SKU', 'Price', 'Retail Price', 'Stock'],
  rows: [['KT-1', '10', '12', '3']],
};

describe('runResend', () => {
  it('posts the fixed rows, keeps the started import and says so with a link to its transaction', () => {
    const saga = runResend(resendRequested(rows));
    expect(saga.next().value).toEqual(call(resendImportRows, 'stockPrice', { fileName: 'prices-fixed.xlsx', header: rows.header, rows: rows.rows }));
    expect(saga.next({ transactionId: 'trx-9' }).value).toEqual(put(resendStarted({ transactionId: 'trx-9' })));
    expect(saga.next().value).toMatchObject({
      payload: { action: { type: toastShown.type, payload: { messageKey: 'imports.resend.started', link: { to: transactionDetailPath('trx-9') } } } },
    });
    expect(saga.next().done).toBe(true);
  });

  it('keeps a refusal for the editor', () => {
    const saga = runResend(resendRequested(rows));
    saga.next();
    const effect = saga.throw({ isAxiosError: true, response: { status: 403, headers: {}, data: { code: 'importBanned', message: 'x' } } }).value;
    expect(effect).toMatchObject({ payload: { action: { type: resendFailed.type, payload: { code: 'importBanned', status: 403 } } } });
  });

  it('is sending until the answer, then sent with its transaction', () => {
    const sending = importResendReducer(undefined, resendRequested(rows));
    expect(sending.status).toBe('sending');
    expect(importResendReducer(sending, resendStarted({ transactionId: 't' }))).toEqual({ status: 'sent', transactionId: 't', error: null });
  });
});
