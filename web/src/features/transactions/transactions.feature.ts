/** Transactions: the list, the detail dialog and the polling of running jobs. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { transactionDetail } from './transaction-detail.resource';
import { transactionsList } from './transactions.resources';
import { transactionsSaga } from './transactions.sagas';

export const transactionsFeature = defineFeature({
  reducers: resourceReducers(transactionsList, transactionDetail),
  sagas: [transactionsSaga],
  screens: {
    transactions: lazyScreen(() => import('./views/TransactionsView'), 'TransactionsView'),
  },
});
