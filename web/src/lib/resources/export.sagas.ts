/** Exports of any list: POST the current filter, then point the seller to the transactions page (spec §8). */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ExportAnswer } from '@contract/orders/order.api';
import { pathOf } from '@contract/routes';
import { exportRequestQuery } from '@contract/exports/export.request';
import { http, toApiFailure, type ApiFailure } from '@web/lib/http';
import { currentLanguage } from '@web/lib/i18n';
import { toastShown } from '@web/lib/toasts.slice';

export interface ExportRequest {
  path: string;
  filters: Record<string, string>;
}

export const exportRequested = createAction<ExportRequest>('exports/requested');

export async function postExport({ path, filters }: ExportRequest): Promise<ExportAnswer> {
  // The interface language rides in the query, so the file's headers and labels are the ones on the screen.
  return (await http.post<ExportAnswer>(path, filters, { params: exportRequestQuery.toRaw({ lang: currentLanguage() }) })).data;
}

/** The notice for a refused export: the field's own text (e.g. the date range) or the error's. */
export function exportFailureKey(failure: ApiFailure): string {
  const field = failure.fields ? Object.values(failure.fields)[0] : undefined;
  return field ?? `errors.${failure.code}`;
}

export function* runExport(action: PayloadAction<ExportRequest>): SagaIterator {
  try {
    yield call(postExport, action.payload);
    yield put(toastShown('exports.started', 'success', { to: pathOf('transactions'), labelKey: 'exports.openTransactions' }));
  } catch (error) {
    yield put(toastShown(exportFailureKey(toApiFailure(error)), 'danger'));
  }
}

export function* exportsSaga(): SagaIterator {
  yield takeLeading(exportRequested.type, runExport);
}
