/**
 * Exports of the staff's lists: the list's export route posted as the sellers' exports are (export.sagas.ts), then the
 * staff transaction followed until it ends (staff have no Transactions page), and a notice with the file to download,
 * or the reason it failed.
 */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import { STAFF_EXPORT_ROUTES } from '@contract/exports/staff-export.routes';
import type { RawQuery } from '@contract/lists/list-query';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import { apiCall, urlOf } from '@web/lib/api-call';
import { toApiFailure } from '@web/lib/http';
import { isEnded } from '@web/lib/staff-import/staff-import';
import { toastShown } from '@web/lib/toasts.slice';
import { exportFailureKey, postExport, type ExportRoute } from './export.sagas';

/** How often a running export is asked about. */
export const STAFF_EXPORT_POLL_MS = 1000;

export const staffExportStatus = (transactionId: string): Promise<Transaction> => apiCall(STAFF_EXPORT_ROUTES.status, { params: { transactionId } });
export const staffExportFileUrl = (transactionId: string): string => urlOf(STAFF_EXPORT_ROUTES.file, { params: { transactionId } });

/** One staff list's export: `requested(filters)` for its view, `saga` for its feature's sagas. */
export function staffListExport(def: ExportRoute) {
  const requested = createAction<RawQuery>(`staffExports/requested ${def.path}`);
  function* run(action: PayloadAction<RawQuery>): SagaIterator {
    try {
      const { transactionId } = (yield call(postExport, def, action.payload)) as ExportAnswer;
      yield put(toastShown('exports.staffStarted', 'info'));
      for (;;) {
        const transaction = (yield call(staffExportStatus, transactionId)) as Transaction;
        if (!isEnded(transaction)) {
          yield delay(STAFF_EXPORT_POLL_MS);
          continue;
        }
        if (transaction.status === 'error') {
          yield put(toastShown(`errors.${transaction.error?.code ?? 'generic'}`, 'danger'));
          return;
        }
        const link = { to: staffExportFileUrl(transactionId), labelKey: 'exports.download', download: true };
        yield put(toastShown('exports.staffReady', 'success', link, { rows: transaction.rows ?? 0 }));
        return;
      }
    } catch (error) {
      yield put(toastShown(exportFailureKey(toApiFailure(error)), 'danger'));
    }
  }
  function* saga(): SagaIterator {
    yield takeLeading(requested.type, run);
  }
  return { requested, run, saga };
}
