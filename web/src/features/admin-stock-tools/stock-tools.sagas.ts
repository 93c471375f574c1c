/** The preview and its command, and the stock file, whose end asks the chosen company's preview again. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select } from 'redux-saga/effects';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { StockPreview } from '@contract/admin-stock-tools/stock-tools.types';
import { stockImport, stockPreview } from './stock-tools.resources';

export function* reloadPreview(): SagaIterator {
  const state = (yield select(stockPreview.select)) as DetailState<StockPreview>;
  if (state.id !== null) yield put(stockPreview.requested(state.id));
}

export function* adminStockToolsSaga(): SagaIterator {
  yield all([call(stockPreview.saga), call(stockImport.saga(reloadPreview))]);
}
