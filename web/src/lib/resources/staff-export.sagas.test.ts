import { call, delay } from 'redux-saga/effects';
import { ADMIN_APPROVAL_ROUTES } from '@contract/admin-orders/approvals.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { postExport } from './export.sagas';
import { STAFF_EXPORT_POLL_MS, staffExportStatus, staffListExport } from './staff-export.sagas';

const approvalsExport = staffListExport(ADMIN_APPROVAL_ROUTES.export);
const request = approvalsExport.requested({ tab: 'pending' });
const transaction = (status: Transaction['status'], extra: Partial<Transaction> = {}): Transaction =>
  ({ id: 't1', status, method: 'staffListExport', rows: 12, ...extra }) as Transaction;
const toastOf = (effect: unknown) => (effect as { payload: { action: { payload: Record<string, unknown> } } }).payload.action.payload;

describe('staff export saga', () => {
  it('posts the filters, follows the staff transaction until it ends, then offers its file to download', () => {
    const saga = approvalsExport.run(request);
    expect(saga.next().value).toEqual(call(postExport, ADMIN_APPROVAL_ROUTES.export, { tab: 'pending' }));
    expect(toastOf(saga.next({ transactionId: 't1', rows: 12 }).value)).toMatchObject({ messageKey: 'exports.staffStarted' });
    expect(saga.next().value).toEqual(call(staffExportStatus, 't1'));
    expect(saga.next(transaction('inProgress')).value).toEqual(delay(STAFF_EXPORT_POLL_MS));
    expect(saga.next().value).toEqual(call(staffExportStatus, 't1'));
    expect(toastOf(saga.next(transaction('done')).value)).toMatchObject({
      messageKey: 'exports.staffReady',
      color: 'success',
      values: { rows: 12 },
      link: { to: '/api/admin/exports/t1/file', labelKey: 'exports.download', download: true },
    });
    expect(saga.next().done).toBe(true);
  });

  it('says why the job failed, and why the export was refused', () => {
    const failed = approvalsExport.run(request);
    failed.next();
    failed.next({ transactionId: 't1', rows: 12 });
    failed.next();
    expect(toastOf(failed.next(transaction('error', { error: { code: 'exportTooLarge', message: 'x' } })).value)).toMatchObject({
      messageKey: 'errors.exportTooLarge',
      color: 'danger',
    });
    const refused = approvalsExport.run(request);
    refused.next();
    const refusal = { isAxiosError: true, response: { status: 403, headers: {}, data: { code: 'forbidden', message: 'x' } } };
    expect(toastOf(refused.throw(refusal).value)).toMatchObject({ messageKey: 'errors.forbidden', color: 'danger' });
  });
});
