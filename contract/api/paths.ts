/**
 * Base paths of the browser API, for code that addresses a whole area (tests, benches, the in-page BFF's forwarder, log redaction). Every
 * endpoint itself is described once in its area's route table (contract/<area>/*.routes.ts, contract/api/route-def.ts);
 * these names read their paths from there, so nothing here can drift from what the BFF serves.
 */
import { AUTH_ROUTES } from '../auth/auth.routes';
import { BRAND_ROUTES } from '../catalog/brand.routes';
import { CATEGORY_ROUTES } from '../catalog/category.routes';
import { DELETED_PRODUCT_ROUTES } from '../catalog/deleted-product.routes';
import { MARKETPLACE_SALES_ROUTES } from '../catalog/marketplace-sales.routes';
import { MP_PRODUCT_ROUTES } from '../catalog/mp-product.routes';
import { PRODUCT_VALIDATION_ROUTES } from '../catalog/product-validation.routes';
import { PRODUCT_ROUTES } from '../catalog/product.routes';
import { TAXONOMY_LIST_ROUTES } from '../catalog/taxonomy-lists.routes';
import { VARIANT_ROUTES } from '../catalog/variant.routes';
import { DASHBOARD_CACHE_ROUTES, DASHBOARD_ROUTES } from '../dashboard/dashboard.routes';
import { TODAY_ROUTES } from '../today/today.routes';
import { IMPORT_ROUTES } from '../imports/import.routes';
import { MARKETPLACE_LOG_ROUTES } from '../logs/log.routes';
import { ORDER_ROUTES } from '../orders/order.routes';
import { PACKAGE_ROUTES } from '../packages/package.routes';
import { PAYMENT_ROUTES, RECONCILIATION_ROUTES } from '../reconciliation/reconciliation.routes';
import { TRANSACTION_ROUTES } from '../transactions/transaction.routes';
import { ADMIN_ROUTES } from './admin.routes';
import { SHELL_ROUTES } from './shell.routes';
import { DEV_ROUTES } from './system.routes';

export const API = {
  loginUser: AUTH_ROUTES.loginUser.path,
  loginAdmin: AUTH_ROUTES.loginAdmin.path,
  register: AUTH_ROUTES.register.path,
  refreshToken: AUTH_ROUTES.refreshToken.path,
  me: AUTH_ROUTES.me.path,
  logout: AUTH_ROUTES.logout.path,
  forgotPassword: AUTH_ROUTES.forgotPassword.path,
  resetPassword: AUTH_ROUTES.resetPassword.path,
  bookmarks: SHELL_ROUTES.bookmarks.path,
  toggleBookmark: SHELL_ROUTES.toggleBookmark.path,
  mainSearch: SHELL_ROUTES.mainSearch.path,
  supportLink: SHELL_ROUTES.supportLink.path,
  adminCompanies: ADMIN_ROUTES.companies.path,
  actAs: ADMIN_ROUTES.actAs.path,
  adminBack: ADMIN_ROUTES.back.path,
  orders: ORDER_ROUTES.list.path,
  ordersExport: ORDER_ROUTES.export.path,
  packages: PACKAGE_ROUTES.list.path,
  packagesExport: PACKAGE_ROUTES.export.path,
  transactions: TRANSACTION_ROUTES.list.path,
  /** The importers' area: the table's upload path before its kind. */
  imports: IMPORT_ROUTES.upload.path.slice(0, IMPORT_ROUTES.upload.path.indexOf('/:')),
  marketplaceLogs: MARKETPLACE_LOG_ROUTES.list.path,
  reconciliation: RECONCILIATION_ROUTES.list.path,
  reconciliationExport: RECONCILIATION_ROUTES.export.path,
  payments: PAYMENT_ROUTES.list.path,
  marketplaceSales: MARKETPLACE_SALES_ROUTES.settings.path,
  mpProducts: MP_PRODUCT_ROUTES.list.path,
  productEdit: PRODUCT_ROUTES.lookup.path,
  deletedProducts: DELETED_PRODUCT_ROUTES.list.path,
  variants: VARIANT_ROUTES.list.path,
  variantsQuickEdit: VARIANT_ROUTES.quickEdit.path,
  productValidation: PRODUCT_VALIDATION_ROUTES.list.path,
  brands: BRAND_ROUTES.list.path,
  categories: CATEGORY_ROUTES.list.path,
  categoryTree: CATEGORY_ROUTES.tree.path,
  mappingHealth: TAXONOMY_LIST_ROUTES.mappingHealth.path,
  marketplaceCategories: TAXONOMY_LIST_ROUTES.marketplaceCategories.path,
  restrictedCategories: TAXONOMY_LIST_ROUTES.restricted.path,
  oldAttributes: TAXONOMY_LIST_ROUTES.oldAttributes.path,
  dashboard: DASHBOARD_ROUTES.dashboard.path,
  today: TODAY_ROUTES.today.path,
  adminDashboardCache: DASHBOARD_CACHE_ROUTES.list.path,
  devOutbox: DEV_ROUTES.outbox.path,
  devServices: DEV_ROUTES.services.path,
} as const;
