import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, cancelled, spawn } from 'redux-saga/effects';
import { adminCompaniesSaga } from '@web/features/admin-companies/admin-companies.sagas';
import { ordersSaga } from '@web/features/orders/orders.sagas';
import { packagesSaga } from '@web/features/packages/packages.sagas';
import { paymentsSaga } from '@web/features/payments/payments.sagas';
import { reconciliationSaga } from '@web/features/reconciliation/reconciliation.sagas';
import { transactionsSaga } from '@web/features/transactions/transactions.sagas';
import { dashboard } from '@web/features/dashboard/dashboard.resources';
import { dashboardCache } from '@web/features/admin-dashboard-cache/admin-dashboard-cache.resources';
import { productsSaga } from '@web/features/products/products.sagas';
import { productValidationList } from '@web/features/product-validation/product-validation.resources';
import { marketplaceSettings } from '@web/features/marketplace-sales/marketplace-sales.resources';
import { mpProductsList } from '@web/features/mp-products/mp-products.resources';
import { marketplaceLogsSaga } from '@web/features/marketplace-logs/marketplace-logs.resources';
import { productEditSaga } from '@web/features/product-edit/product-edit.sagas';
import { deletedProductsSaga } from '@web/features/deleted-products/deleted-products.resources';
import { brandsSaga } from '@web/features/brands/brands.sagas';
import { categoriesSaga } from '@web/features/categories/categories.sagas';
import { importsSaga } from '@web/features/imports/imports.sagas';
import { exportsSaga } from '@web/lib/resources/export.sagas';
import { authSaga } from '@web/features/auth/auth.sagas';
import { bookmarksSaga } from '@web/features/bookmarks/bookmarks.sagas';
import { customizerSaga } from '@web/features/customizer/customizer.sagas';
import { searchSaga } from '@web/features/search/search.sagas';
import { shellSaga } from '@web/features/shell/shell.sagas';
import { languageSaga } from '@web/lib/language.sagas';
import { sessionSaga } from '@web/lib/session/session.sagas';

type Saga = () => Generator;

export const FEATURE_SAGAS: readonly Saga[] = [
  sessionSaga, languageSaga, authSaga, bookmarksSaga, searchSaga, customizerSaga, adminCompaniesSaga, shellSaga,
  ordersSaga, packagesSaga, exportsSaga, transactionsSaga, reconciliationSaga, paymentsSaga, marketplaceSettings.saga, mpProductsList.saga, marketplaceLogsSaga,
  productsSaga, productValidationList.saga, productEditSaga, deletedProductsSaga, brandsSaga, categoriesSaga,
  dashboard.saga, dashboardCache.saga, importsSaga,
];

const MAX_RESTARTS = 5;

/**
 * Runs one feature saga detached; if it throws, it is logged and started again (a few times, so a saga that
 * fails at once cannot spin), and the other sagas never notice.
 */
export function resilient(saga: Saga, log: (error: unknown) => void = console.error) {
  return function* keepAlive() {
    for (let attempt = 0; attempt <= MAX_RESTARTS; attempt += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        log(error);
      }
    }
  };
}

const forever = () => new Promise<never>(() => undefined);

/** Spawned sagas outlive a cancelled parent, so the root stays alive and cancels them itself when it is cancelled. */
export function* rootSaga(sagas: readonly Saga[] = FEATURE_SAGAS): SagaIterator {
  const tasks = (yield all(sagas.map((saga) => spawn(resilient(saga))))) as Task[];
  try {
    yield call(forever);
  } finally {
    if ((yield cancelled()) as boolean) yield cancel(tasks);
  }
}
