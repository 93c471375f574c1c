/** Every table of the browser API, for the checks that the BFF serves exactly these (bff/src/app.routes.test.ts). */
import { ADMIN_ATTRIBUTE_ROUTES } from '../admin-taxonomy/admin-attribute.routes';
import { ADMIN_CATEGORY_ROUTES } from '../admin-taxonomy/admin-category.routes';
import { CATEGORY_BLOCK_IMPORT_ROUTES } from '../admin-taxonomy/category-block-imports.routes';
import { LOCK_UPDATE_IMPORT_ROUTES, PRICE_BLOCK_IMPORT_ROUTES } from '../admin-products/tool-imports.routes';
import { ADMIN_MP_PRODUCT_ROUTES } from '../admin-mp-products/admin-mp-product.routes';
import { ADMIN_BRAND_ROUTES } from '../admin-brands/admin-brand.routes';
import { ADMIN_CATEGORY_CROSS_ROUTES } from '../admin-crossing/category-cross.routes';
import { ADMIN_ATTRIBUTE_CROSSING_ROUTES } from '../admin-crossing/attribute-crossing.routes';
import { AUTH_ROUTES } from '../auth/auth.routes';
import { BRAND_ROUTES } from '../catalog/brand.routes';
import { CATEGORY_ROUTES } from '../catalog/category.routes';
import { CROSSING_ROUTES } from '../catalog/crossing.routes';
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
import { CLAIM_ROUTES } from '../claims/claim.routes';
import { QUESTION_ROUTES } from '../questions/question.routes';
import { MESSAGE_ROUTES } from '../messages/message.routes';
import { LOGISTICS_SETTINGS_ROUTES } from '../logistics/logistics.routes';
import { COMPANY_ROUTES } from '../company/company.routes';
import { HELP_ROUTES } from '../help/help.routes';
import { API_KEY_ROUTES } from '../api-keys/api-key.routes';
import { AUDIT_ROUTES } from '../audit/audit.routes';
import { TAG_ROUTES } from '../admin-tags/tag.routes';
import { TAG_IMPORT_ROUTES } from '../imports/tag-assign.routes';
import { ADMIN_LOGISTICS_ROUTES, ETGB_IMPORT_ROUTES } from '../admin-logistics/admin-logistics.routes';
import { LEAD_TIME_IMPORT_ROUTES, LEAD_TIME_ROUTES } from '../admin-lead-times/lead-time.routes';
import { PRICE_STOCK_SYNC_ROUTES } from '../admin-price-stock-sync/price-stock-sync.routes';
import { STOCK_IMPORT_ROUTES, STOCK_TOOLS_ROUTES } from '../admin-stock-tools/stock-tools.routes';
import { ADMIN_RATE_CAP_ROUTES } from '../admin-rate-caps/rate-cap.routes';
import { COMMISSION_IMPORT_ROUTES, COMMISSION_ROUTES } from '../admin-commissions/commission.routes';
import { REPORT_ROUTES } from '../admin-reports/report.routes';
import { ADMIN_HARD_DELETE_ROUTES } from '../admin-hard-delete/hard-delete.routes';
import { ADMIN_PRODUCT_VALIDATION_ROUTES } from '../admin-products/admin-validation.routes';
import { ADMIN_PRODUCT_TOOLS_ROUTES } from '../admin-products/admin-tools.routes';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES } from '../admin-orders/order-claim-tools.routes';
import { ADMIN_APPROVAL_ROUTES } from '../admin-orders/approvals.routes';
import { CAMPAIGN_ROUTES } from '../campaigns/campaign.routes';
import { ADMIN_CAMPAIGN_ROUTES } from '../campaigns/admin-campaign.routes';
import { CAMPAIGN_SKU_ROUTES } from '../imports/campaign-sku.routes';
import { STAFF_EXPORT_ROUTES } from '../exports/staff-export.routes';
import { CURRENCY_RATE_ROUTES } from '../currency-rates/currency-rate.routes';
import { ADMIN_COMPANY_TOOLS_ROUTES } from '../admin-companies/company-tools.routes';
import { ADMIN_ROUTES } from './admin.routes';
import type { RouteDef } from './route-def';
import { SHELL_ROUTES } from './shell.routes';
import { DEV_ROUTES, SYSTEM_ROUTES } from './system.routes';

export const ROUTE_TABLES = {
  CAMPAIGN_ROUTES,
  ADMIN_CAMPAIGN_ROUTES,
  CAMPAIGN_SKU_ROUTES,
  CURRENCY_RATE_ROUTES,
  ADMIN_COMPANY_TOOLS_ROUTES,
  API_KEY_ROUTES,
  HELP_ROUTES,
  MESSAGE_ROUTES,
  LOGISTICS_SETTINGS_ROUTES,
  COMPANY_ROUTES,
  QUESTION_ROUTES,
  CLAIM_ROUTES,
  AUTH_ROUTES,
  SHELL_ROUTES,
  ADMIN_ROUTES,
  SYSTEM_ROUTES,
  DEV_ROUTES,
  ORDER_ROUTES,
  PACKAGE_ROUTES,
  TRANSACTION_ROUTES,
  IMPORT_ROUTES,
  RECONCILIATION_ROUTES,
  PAYMENT_ROUTES,
  DASHBOARD_ROUTES,
  DASHBOARD_CACHE_ROUTES,
  TODAY_ROUTES,
  AUDIT_ROUTES,
  TAG_ROUTES,
  TAG_IMPORT_ROUTES,
  ADMIN_LOGISTICS_ROUTES,
  ETGB_IMPORT_ROUTES,
  LEAD_TIME_ROUTES,
  LEAD_TIME_IMPORT_ROUTES,
  PRICE_STOCK_SYNC_ROUTES,
  STOCK_TOOLS_ROUTES,
  STOCK_IMPORT_ROUTES,
  ADMIN_RATE_CAP_ROUTES,
  STAFF_EXPORT_ROUTES,
  COMMISSION_ROUTES,
  COMMISSION_IMPORT_ROUTES,
  REPORT_ROUTES,
  ADMIN_HARD_DELETE_ROUTES,
  ADMIN_PRODUCT_VALIDATION_ROUTES,
  ADMIN_PRODUCT_TOOLS_ROUTES,
  PRICE_BLOCK_IMPORT_ROUTES,
  LOCK_UPDATE_IMPORT_ROUTES,
  ADMIN_ORDER_CLAIM_TOOLS_ROUTES,
  ADMIN_APPROVAL_ROUTES,
  MARKETPLACE_LOG_ROUTES,
  MARKETPLACE_SALES_ROUTES,
  MP_PRODUCT_ROUTES,
  PRODUCT_ROUTES,
  VARIANT_ROUTES,
  PRODUCT_VALIDATION_ROUTES,
  DELETED_PRODUCT_ROUTES,
  BRAND_ROUTES,
  CATEGORY_ROUTES,
  CROSSING_ROUTES,
  TAXONOMY_LIST_ROUTES,
  ADMIN_CATEGORY_ROUTES,
  CATEGORY_BLOCK_IMPORT_ROUTES,
  ADMIN_ATTRIBUTE_ROUTES,
  ADMIN_MP_PRODUCT_ROUTES,
  ADMIN_BRAND_ROUTES,
  ADMIN_CATEGORY_CROSS_ROUTES,
  ADMIN_ATTRIBUTE_CROSSING_ROUTES,
} satisfies Record<string, Record<string, RouteDef>>;

/** Every described endpoint, each once. */
export function describedRoutes(): RouteDef[] {
  return Object.values(ROUTE_TABLES).flatMap((table) => Object.values(table as Record<string, RouteDef>));
}
