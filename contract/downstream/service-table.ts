/** Every downstream route table, for the checks that they are well formed and that the sandbox serves each route. */
import type { RouteDef } from '../api/route-def';
import { ACCOUNTING_ROUTES } from './accounting.routes';
import { ADMIN_TAXONOMY_SERVICE_ROUTES } from '../admin-taxonomy/admin-taxonomy.service';
import { ADMIN_MP_PRODUCT_SERVICE_ROUTES } from './admin-mp-products.routes';
import { ADMIN_BRAND_SERVICE_ROUTES } from './admin-brands.routes';
import { ADMIN_CROSSING_SERVICE_ROUTES } from './admin-crossing.routes';
import { CATALOG_IMPORT_ROUTES } from './catalog-imports.routes';
import { CATALOG_PRODUCT_ROUTES } from './catalog-products.routes';
import { CATALOG_SETTING_ROUTES } from './catalog-settings.routes';
import { CATALOG_TAXONOMY_ROUTES } from './catalog-taxonomy.routes';
import { CATALOG_VARIANT_ROUTES } from './catalog-variants.routes';
import { CLAIM_SERVICE_ROUTES } from './claims.routes';
import type { ServiceName } from './common';
import { ACCOUNTING_DASHBOARD_ROUTES, MARKETPLACE_DASHBOARD_ROUTES } from './dashboard.routes';
import { IDENTITY_ROUTES } from './identity.routes';
import { LOGISTICS_ROUTES } from './logistics.routes';
import { LOGISTICS_SETTINGS_SERVICE_ROUTES } from './logistics-settings.routes';
import { MARKETPLACE_LOG_ROUTES } from './marketplace-logs.routes';
import { MARKETPLACE_ROUTES } from './marketplace.routes';
import { QUESTION_SERVICE_ROUTES } from './questions.routes';
import { COMPANY_SERVICE_ROUTES } from './company.routes';
import { MESSAGE_SERVICE_ROUTES } from './messages.routes';
import { API_KEY_SERVICE_ROUTES } from './api-keys.routes';
import { HELP_SERVICE_ROUTES } from './help.routes';
import { AUDIT_SERVICE_ROUTES } from './audit.routes';
import { TAG_SERVICE_ROUTES } from '../admin-tags/tag.service-routes';
import { ADMIN_LOGISTICS_SERVICE_ROUTES } from '../admin-logistics/admin-logistics.service-routes';
import { LEAD_TIME_SERVICE_ROUTES } from '../admin-lead-times/lead-time.service-routes';
import { PRICE_STOCK_SYNC_SERVICE_ROUTES } from '../admin-price-stock-sync/price-stock-sync.service-routes';
import { STOCK_TOOLS_SERVICE_ROUTES } from '../admin-stock-tools/stock-tools.service-routes';
import { RATE_CAP_SERVICE_ROUTES } from '../admin-rate-caps/rate-cap.service-routes';
import { COMMISSION_SERVICE_ROUTES } from '../admin-commissions/commission.service-routes';
import { REPORT_SERVICE_ROUTES } from '../admin-reports/report.service-routes';
import { HARD_DELETE_SERVICE_ROUTES } from './admin-hard-delete.routes';
import { ADMIN_VALIDATION_SERVICE_ROUTES } from '../admin-products/admin-validation.service-routes';
import { ADMIN_TOOLS_SERVICE_ROUTES } from '../admin-products/admin-tools.service-routes';
import { TOOL_IMPORT_SERVICE_ROUTES } from '../admin-products/tool-imports.service-routes';
import { CATEGORY_BLOCK_SERVICE_ROUTES } from '../admin-taxonomy/category-block-imports.routes';
import { ORDER_CLAIM_TOOLS_SERVICE_ROUTES } from '../admin-orders/order-claim-tools.service-routes';
import { APPROVAL_SERVICE_ROUTES } from '../admin-orders/approvals.service-routes';
import { LOGISTICS_TODAY_ROUTES, MARKETPLACE_TODAY_ROUTES } from './today.routes';
import { CAMPAIGN_SERVICE_ROUTES } from './campaigns.routes';
import { CURRENCY_RATE_SERVICE_ROUTES } from '../currency-rates/currency-rate.service-routes';
import { COMPANY_TOOLS_SERVICE_ROUTES } from '../admin-companies/company-tools.service-routes';

export const SERVICE_TABLES = {
  IDENTITY_ROUTES,
  MARKETPLACE_ROUTES,
  CATALOG_IMPORT_ROUTES,
  CATALOG_PRODUCT_ROUTES,
  CATALOG_SETTING_ROUTES,
  CATALOG_TAXONOMY_ROUTES,
  CATALOG_VARIANT_ROUTES,
  MARKETPLACE_DASHBOARD_ROUTES,
  ACCOUNTING_DASHBOARD_ROUTES,
  MARKETPLACE_LOG_ROUTES,
  LOGISTICS_ROUTES,
  LOGISTICS_SETTINGS_SERVICE_ROUTES,
  ACCOUNTING_ROUTES,
  CLAIM_SERVICE_ROUTES,
  QUESTION_SERVICE_ROUTES,
  COMPANY_SERVICE_ROUTES,
  MESSAGE_SERVICE_ROUTES,
  HELP_SERVICE_ROUTES,
  API_KEY_SERVICE_ROUTES,
  AUDIT_SERVICE_ROUTES,
  TAG_SERVICE_ROUTES,
  ADMIN_LOGISTICS_SERVICE_ROUTES,
  LEAD_TIME_SERVICE_ROUTES,
  PRICE_STOCK_SYNC_SERVICE_ROUTES,
  STOCK_TOOLS_SERVICE_ROUTES,
  RATE_CAP_SERVICE_ROUTES,
  COMMISSION_SERVICE_ROUTES,
  REPORT_SERVICE_ROUTES,
  HARD_DELETE_SERVICE_ROUTES,
  ADMIN_VALIDATION_SERVICE_ROUTES,
  ADMIN_TOOLS_SERVICE_ROUTES,
  TOOL_IMPORT_SERVICE_ROUTES,
  CATEGORY_BLOCK_SERVICE_ROUTES,
  ORDER_CLAIM_TOOLS_SERVICE_ROUTES,
  APPROVAL_SERVICE_ROUTES,
  MARKETPLACE_TODAY_ROUTES,
  LOGISTICS_TODAY_ROUTES,
  CURRENCY_RATE_SERVICE_ROUTES,
  COMPANY_TOOLS_SERVICE_ROUTES,
  ADMIN_TAXONOMY_SERVICE_ROUTES,
  ADMIN_MP_PRODUCT_SERVICE_ROUTES,
  ADMIN_BRAND_SERVICE_ROUTES,
  ADMIN_CROSSING_SERVICE_ROUTES,
  CAMPAIGN_SERVICE_ROUTES,
};

export type ServiceRouteDef = RouteDef & { service: ServiceName };

/** Every described service route, named `TABLE.route`. */
export function describedServiceRoutes(): { name: string; def: ServiceRouteDef }[] {
  return Object.entries(SERVICE_TABLES).flatMap(([table, routes]) =>
    Object.entries(routes as Record<string, ServiceRouteDef>).map(([name, def]) => ({ name: `${table}.${name}`, def })),
  );
}
