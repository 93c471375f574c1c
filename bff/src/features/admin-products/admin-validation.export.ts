/** The validation queue as an Excel export: the filters on screen, every company's failing products, as the list shows them. */
import { parseAdminValidationQuery, type AdminValidationRow } from '@contract/admin-products/admin-validation';
import { ADMIN_VALIDATION_SERVICE_ROUTES as SERVICE } from '@contract/admin-products/admin-validation.service-routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const VALIDATION_EXPORT: StaffExportDefinition<AdminValidationRow> = {
  fileBaseName: 'product-validation',
  columns: [
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminProductValidation.columns.company', width: 28, value: (row) => row.companyName },
    { header: 'mpProducts.columns.productId', width: 12, value: (row) => row.productId },
    { header: 'adminProductValidation.columns.product', width: 36, value: (row) => row.productName },
    { header: 'adminProductValidation.columns.marketplace', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
    { header: 'adminProductValidation.columns.skus', width: 30, value: (row) => row.skus.join(', ') },
    { header: 'adminProductValidation.columns.reasons', width: 60, value: (row) => row.reasons.join('\n') },
    { header: 'adminProductValidation.columns.failedAt', width: 17, kind: 'dateTime', value: (row) => row.failedAt },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseAdminValidationQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
