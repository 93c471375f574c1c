/** Marketplace products across companies as an Excel export: the tab and filters on screen, as the list shows them. */
import { parseAdminMpProductQuery, type AdminMpProductRow } from '@contract/admin-mp-products/admin-mp-product.query';
import { ADMIN_MP_PRODUCT_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-mp-products.routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const ADMIN_MP_PRODUCT_EXPORT: StaffExportDefinition<AdminMpProductRow> = {
  fileBaseName: 'marketplace-products',
  columns: [
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminMpProducts.columns.company', width: 28, value: (row) => row.companyName },
    { header: 'mpProducts.columns.sku', width: 22, value: (row) => row.sku },
    { header: 'mpProducts.columns.productId', width: 12, value: (row) => row.productId },
    { header: 'mpProducts.columns.product', width: 36, value: (row) => row.productName },
    { header: 'mpProducts.columns.variant', width: 24, value: (row) => row.variantName },
    { header: 'mpProducts.columns.marketplace', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
    { header: 'mpProducts.columns.status', width: 18, kind: 'label', labels: 'mpProducts.statuses', value: (row) => row.status },
    { header: 'mpProducts.columns.price', width: 14, kind: 'money', value: (row) => row.price, currency: (row) => row.currency },
    { header: 'mpProducts.columns.lastSync', width: 17, kind: 'dateTime', value: (row) => row.lastSyncAt },
    { header: 'mpProducts.columns.message', width: 40, value: (row) => row.message },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseAdminMpProductQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
