import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import {
  categoriesList,
  categoryCross,
  categoryDetail,
  categoryTree,
  mappingHealth,
  marketplaceCategoriesList,
  oldAttributesList,
  restrictedList,
} from './categories.resources';

export function* categoriesSaga(): SagaIterator {
  yield all(
    [categoriesList, categoryTree, mappingHealth, categoryDetail, categoryCross, marketplaceCategoriesList, restrictedList, oldAttributesList].map((resource) =>
      call(resource.saga),
    ),
  );
}
