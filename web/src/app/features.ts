/**
 * The one list of features (the boot features of ./boot-features.ts first). Each declares its state, sagas and screens in its own `*.feature.ts`; the root reducer,
 * the root saga and the screen registry are built from this list. Sagas start in this order.
 */
import { BOOT_FEATURES } from './boot-features';
import { adminCompaniesFeature } from '@web/features/admin-companies/admin-companies.feature';
import { adminDashboardCacheFeature } from '@web/features/admin-dashboard-cache/admin-dashboard-cache.feature';
import { adminTagsFeature } from '@web/features/admin-tags/admin-tags.feature';
import { adminLogisticsFeature } from '@web/features/admin-logistics/admin-logistics.feature';
import { adminLeadTimesFeature } from '@web/features/admin-lead-times/admin-lead-times.feature';
import { adminRateCapsFeature } from '@web/features/admin-rate-caps/admin-rate-caps.feature';
import { adminCommissionsFeature } from '@web/features/admin-commissions/admin-commissions.feature';
import { adminStockToolsFeature } from '@web/features/admin-stock-tools/stock-tools.feature';
import { adminReportsFeature } from '@web/features/admin-reports/admin-reports.feature';
import { adminPriceStockSyncFeature } from '@web/features/admin-price-stock-sync/admin-price-stock-sync.feature';
import { adminHardDeleteFeature } from '@web/features/admin-hard-delete/admin-hard-delete.feature';
import { adminMpProductsFeature } from '@web/features/admin-mp-products/admin-mp-products.feature';
import { adminBrandsFeature } from '@web/features/admin-brands/admin-brands.feature';
import { adminProductsFeature } from '@web/features/admin-products/admin-products.feature';
import { adminOrdersFeature } from '@web/features/admin-orders/admin-orders.feature';
import { adminTaxonomyFeature } from '@web/features/admin-taxonomy/admin-taxonomy.feature';
import { adminCrossingFeature } from '@web/features/admin-crossing/admin-crossing.feature';
import { brandsFeature } from '@web/features/brands/brands.feature';
import { categoriesFeature } from '@web/features/categories/categories.feature';
import { dashboardFeature } from '@web/features/dashboard/dashboard.feature';
import { deletedProductsFeature } from '@web/features/deleted-products/deleted-products.feature';
import { importsFeature } from '@web/features/imports/imports.feature';
import { marketplaceLogsFeature } from '@web/features/marketplace-logs/marketplace-logs.feature';
import { marketplaceSalesFeature } from '@web/features/marketplace-sales/marketplace-sales.feature';
import { mpProductsFeature } from '@web/features/mp-products/mp-products.feature';
import { ordersFeature } from '@web/features/orders/orders.feature';
import { packagesFeature } from '@web/features/packages/packages.feature';
import { paymentsFeature } from '@web/features/payments/payments.feature';
import { productEditFeature } from '@web/features/product-edit/product-edit.feature';
import { productValidationFeature } from '@web/features/product-validation/product-validation.feature';
import { productsFeature } from '@web/features/products/products.feature';
import { reconciliationFeature } from '@web/features/reconciliation/reconciliation.feature';
import { shellFeature } from '@web/features/shell/shell.feature';
import { transactionsFeature } from '@web/features/transactions/transactions.feature';
import { claimsFeature } from '@web/features/claims/claims.feature';
import { questionsFeature } from '@web/features/questions/questions.feature';
import { messagesFeature } from '@web/features/messages/messages.feature';
import { logisticsFeature } from '@web/features/logistics/logistics.feature';
import { helpFeature } from '@web/features/help/help.feature';
import { apiSettingsFeature } from '@web/features/api-settings/api-settings.feature';
import { companyInfoFeature } from '@web/features/company-info/company-info.feature';
import { campaignsFeature } from '@web/features/campaigns/campaigns.feature';
import { adminCampaignsFeature } from '@web/features/admin-campaigns/admin-campaigns.feature';
import { currencyRatesFeature } from '@web/features/currency-rates/currency-rates.feature';
import { adminCompanyToolsFeature } from '@web/features/admin-company-tools/company-tools.feature';

/** What the signed-in pages add to the boot features; the entry loads this module only for a signed-in page. */
export const SIGNED_IN_FEATURES = [
  adminCompaniesFeature,
  shellFeature,
  ordersFeature,
  packagesFeature,
  transactionsFeature,
  reconciliationFeature,
  paymentsFeature,
  marketplaceSalesFeature,
  mpProductsFeature,
  marketplaceLogsFeature,
  productsFeature,
  productValidationFeature,
  productEditFeature,
  deletedProductsFeature,
  brandsFeature,
  categoriesFeature,
  dashboardFeature,
  adminDashboardCacheFeature,
  adminTagsFeature,
  adminLogisticsFeature,
  adminLeadTimesFeature,
  adminRateCapsFeature,
  adminCommissionsFeature,
  adminStockToolsFeature,
  adminReportsFeature,
  adminPriceStockSyncFeature,
  adminHardDeleteFeature,
  adminMpProductsFeature,
  adminBrandsFeature,
  adminProductsFeature,
  adminOrdersFeature,
  adminTaxonomyFeature,
  adminCrossingFeature,
  importsFeature,
  claimsFeature,
  questionsFeature,
  messagesFeature,
  logisticsFeature,
  helpFeature,
  apiSettingsFeature,
  companyInfoFeature,
  campaignsFeature,
  adminCampaignsFeature,
  currencyRatesFeature,
  adminCompanyToolsFeature,
] as const;

export const FEATURES = [...BOOT_FEATURES, ...SIGNED_IN_FEATURES] as const;
