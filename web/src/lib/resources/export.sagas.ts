/**
 * Exports of any list (spec §8): the list's export route (its filters as the body, the interface language in the
 * query) posted through apiCall, then a notice pointing the seller to the transactions page. Each list declares its
 * export once (`listExport(ROUTES.export)` beside its resources): the action its view dispatches and the saga its
 * feature runs.
 */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { Answer, FiltersBody, RouteDef } from '@contract/api/route-def';
import type { RawQuery } from '@contract/lists/list-query';
import type { ExportAnswer } from '@contract/orders/order.api';
import { pathOf } from '@contract/routes';
import { apiCall } from '@web/lib/api-call';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { currentLanguage } from '@web/lib/i18n';
import { toastShown } from '@web/lib/toasts.slice';

/** A list's export route: POST, no path params, the language in the query, the list's filters as the body. */
export type ExportRoute = RouteDef<'POST', string, Record<never, never>, { lang?: string | undefined }, FiltersBody<unknown>, Answer<ExportAnswer>>;

export function postExport(def: ExportRoute, filters: RawQuery): Promise<ExportAnswer> {
  // The interface language rides in the query, so the file's headers and labels are the ones on the screen.
  return apiCall(def, { query: { lang: currentLanguage() }, body: filters });
}

/** The notice for a refused export: the field's own text (e.g. the date range) or the error's. */
export function exportFailureKey(failure: ApiFailure): string {
  const field = failure.fields ? Object.values(failure.fields)[0] : undefined;
  return field ?? `errors.${failure.code}`;
}

/** One list's export: `requested(filters)` for its view, `saga` for its feature's sagas. */
export function listExport(def: ExportRoute) {
  const requested = createAction<RawQuery>(`exports/requested ${def.path}`);
  function* run(action: PayloadAction<RawQuery>): SagaIterator {
    try {
      yield call(postExport, def, action.payload);
      yield put(toastShown('exports.started', 'success', { to: pathOf('transactions'), labelKey: 'exports.openTransactions' }));
    } catch (error) {
      yield put(toastShown(exportFailureKey(toApiFailure(error)), 'danger'));
    }
  }
  function* saga(): SagaIterator {
    yield takeLeading(requested.type, run);
  }
  return { requested, run, saga };
}
