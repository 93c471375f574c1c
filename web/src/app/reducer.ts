import { combineReducers } from '@reduxjs/toolkit';
import { adminCompaniesReducer } from '@web/features/admin-companies/admin-companies.slice';
import { authReducer } from '@web/features/auth/auth.slice';
import { bookmarksReducer } from '@web/features/bookmarks/bookmarks.slice';
import { orderDetail, orderLogs, ordersList } from '@web/features/orders/orders.resources';
import { packageDetail, packagesList } from '@web/features/packages/packages.resources';
import { transactionsList } from '@web/features/transactions/transactions.resources';
import { transactionDetail } from '@web/features/transactions/transaction-detail.resource';
import { dashboard } from '@web/features/dashboard/dashboard.resources';
import { dashboardCache } from '@web/features/admin-dashboard-cache/admin-dashboard-cache.resources';
import { paymentDetail, paymentsList } from '@web/features/payments/payments.resources';
import { reconciliationList, reconciliationPeriod, reconciliationPeriodLines } from '@web/features/reconciliation/reconciliation.resources';
import { marketplaceSettings } from '@web/features/marketplace-sales/marketplace-sales.resources';
import { mpProductsList } from '@web/features/mp-products/mp-products.resources';
import { marketplaceLogDetail, marketplaceLogsList } from '@web/features/marketplace-logs/marketplace-logs.resources';
import { quickEdit, variantsList } from '@web/features/products/products.resources';
import { productValidationList } from '@web/features/product-validation/product-validation.resources';
import { productEdit, productLogs, productRatings } from '@web/features/product-edit/product-edit.resources';
import { deletedProductDetail, deletedProductsList } from '@web/features/deleted-products/deleted-products.resources';
import { brandDetail, brandsList } from '@web/features/brands/brands.resources';
import {
  categoriesList, categoryCross, categoryDetail, categoryTree, mappingHealth, marketplaceCategoriesList, oldAttributesList, restrictedList,
} from '@web/features/categories/categories.resources';
import { importErrorsList, importSettings, recentImports, stockPriceList, templateCategoriesList } from '@web/features/imports/imports.resources';
import { importUploadReducer } from '@web/features/imports/import-upload.slice';
import { importStateChangeReducer } from '@web/features/imports/import-state.slice';
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
  transactionDetail: transactionDetail.reducer,
  dashboard: dashboard.reducer,
  adminDashboardCache: dashboardCache.reducer,
  reconciliationList: reconciliationList.reducer,
  reconciliationPeriod: reconciliationPeriod.reducer,
  reconciliationPeriodLines: reconciliationPeriodLines.reducer,
  paymentsList: paymentsList.reducer,
  paymentDetail: paymentDetail.reducer,
  marketplaceSettings: marketplaceSettings.reducer,
  mpProductsList: mpProductsList.reducer,
  marketplaceLogsList: marketplaceLogsList.reducer,
  marketplaceLogDetail: marketplaceLogDetail.reducer,
  variantsList: variantsList.reducer,
  quickEdit: quickEdit.reducer,
  productValidationList: productValidationList.reducer,
  productEdit: productEdit.reducer,
  productLogs: productLogs.reducer,
  productRatings: productRatings.reducer,
  deletedProductsList: deletedProductsList.reducer,
  deletedProductDetail: deletedProductDetail.reducer,
  brandsList: brandsList.reducer,
  brandDetail: brandDetail.reducer,
  categoriesList: categoriesList.reducer,
  categoryTree: categoryTree.reducer,
  mappingHealth: mappingHealth.reducer,
  categoryDetail: categoryDetail.reducer,
  categoryCross: categoryCross.reducer,
  marketplaceCategoriesList: marketplaceCategoriesList.reducer,
  restrictedList: restrictedList.reducer,
  oldAttributesList: oldAttributesList.reducer,
  importSettings: importSettings.reducer,
  recentImports: recentImports.reducer,
  importErrorsList: importErrorsList.reducer,
  templateCategoriesList: templateCategoriesList.reducer,
  stockPriceList: stockPriceList.reducer,
  importUpload: importUploadReducer,
  importStateChange: importStateChangeReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
