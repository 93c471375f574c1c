import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchDeletedProduct, fetchDeletedProducts } from './deleted-products.api';

export const deletedProductsList = createListResource('deletedProductsList', fetchDeletedProducts);
export const deletedProductDetail = createDetailResource('deletedProductDetail', (id): Promise<DeletedProductAnswer> => fetchDeletedProduct(id), {});

export function* deletedProductsSaga(): SagaIterator {
  yield all([call(deletedProductsList.saga), call(deletedProductDetail.saga)]);
}
