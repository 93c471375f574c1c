import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { toastShown } from '@web/lib/toasts.slice';
import { productEdit, productLogs, productRatings } from './product-edit.resources';

type Succeeded = PayloadAction<{ name: string; data: ProductEditAnswer | null }>;

/** Deleting the last variant deleted the product too, and the notice says so. */
export function* afterVariantDeleted(action: Succeeded): SagaIterator {
  if (action.payload.name !== 'deleteVariant') return;
  if (action.payload.data?.product.deletedAt) yield put(toastShown('productEdit.variants.productDeleted', 'info'));
}

export function* productEditSaga(): SagaIterator {
  yield all([call(productEdit.saga), call(productLogs.saga), call(productRatings.saga), takeEvery(productEdit.commandSucceeded.type, afterVariantDeleted)]);
}
