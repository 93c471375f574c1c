import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { pathOf } from '@contract/routes';
import { toApiFailure } from '@web/lib/http';
import { loadPage } from '@web/lib/navigation';
import { actAsCompany } from '@web/lib/act-as';
import { openAsSellerFailed, openAsSellerRequested } from './admin-mp-products.slice';
import { keepWayBack } from './remembered-search';

/** Keeps the admin's search for the way back, acts as the company, then loads the seller's list afresh with the same filters. */
export function* openAsSeller(action: ReturnType<typeof openAsSellerRequested>): SagaIterator {
  const { companyId, adminSearch, sellerSearch } = action.payload;
  try {
    yield call(keepWayBack, adminSearch);
    yield call(actAsCompany, companyId);
    const search = new URLSearchParams(sellerSearch).toString();
    yield* loadPage(`${pathOf('mpProducts')}${search ? `?${search}` : ''}`);
  } catch (error) {
    yield put(openAsSellerFailed(toApiFailure(error)));
  }
}

export function* adminMpProductsSaga(): SagaIterator {
  yield takeLeading(openAsSellerRequested.type, openAsSeller);
}
