import { combineReducers } from '@reduxjs/toolkit';
import { adminCompaniesReducer } from '@web/features/admin-companies/admin-companies.slice';
import { authReducer } from '@web/features/auth/auth.slice';
import { bookmarksReducer } from '@web/features/bookmarks/bookmarks.slice';
import { orderDetail, orderLogs, ordersList } from '@web/features/orders/orders.resources';
import { packageDetail, packagesList } from '@web/features/packages/packages.resources';
import { transactionsList } from '@web/features/transactions/transactions.resources';
import { customizerReducer } from '@web/features/customizer/customizer.slice';
import { searchReducer } from '@web/features/search/search.slice';
import { shellReducer } from '@web/features/shell/shell.slice';
import { sessionReducer } from '@web/lib/session/session.slice';
import { toastsReducer } from '@web/lib/toasts.slice';
import { layoutReducer } from './layout/layout.slice';

export const rootReducer = combineReducers({
  session: sessionReducer,
  toasts: toastsReducer,
  layout: layoutReducer,
  auth: authReducer,
  bookmarks: bookmarksReducer,
  search: searchReducer,
  customizer: customizerReducer,
  adminCompanies: adminCompaniesReducer,
  shell: shellReducer,
  ordersList: ordersList.reducer,
  orderDetail: orderDetail.reducer,
  orderLogs: orderLogs.reducer,
  packagesList: packagesList.reducer,
  packageDetail: packageDetail.reducer,
  transactionsList: transactionsList.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
