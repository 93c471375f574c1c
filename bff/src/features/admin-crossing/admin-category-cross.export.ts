/**
 * The staff's Category Cross as an Excel export: the tab and filters on screen, one leaf on one marketplace a row, with
 * the screen's columns (the products column, as on screen, counts the filtered company's, and is empty without one).
 */
import { crossStateOf, parseAdminCrossQuery, type AdminCategoryCrossRow } from '@contract/admin-crossing/category-cross.query';
import { ADMIN_CROSSING_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-crossing.routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const ADMIN_CATEGORY_CROSS_EXPORT: StaffExportDefinition<AdminCategoryCrossRow> = {
  fileBaseName: 'category-cross',
  columns: [
    { header: 'adminCrossing.columns.categoryId', width: 10, value: (row) => row.categoryId },
    { header: 'adminCrossing.columns.path', width: 48, kind: 'localized', value: (row) => row.path },
    { header: 'adminCrossing.columns.marketplace', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
    { header: 'adminCrossing.columns.status', width: 14, kind: 'label', labels: 'categories.crossStatus', value: crossStateOf },
    { header: 'adminCrossing.columns.theirs', width: 32, value: (row) => row.remoteCategoryName },
    { header: 'adminCrossing.columns.theirId', width: 16, value: (row) => row.remoteCategoryId },
    { header: 'adminCrossing.columns.sync', width: 24, kind: 'label', labels: 'categories.syncMode', value: (row) => row.syncMode },
    { header: 'adminCrossing.columns.attributes', width: 12, value: (row) => row.attributesCrossed },
    { header: 'adminCrossing.columns.attributeCount', width: 12, value: (row) => row.attributeCount },
    { header: 'adminCrossing.columns.missing', width: 12, value: (row) => row.missingMandatory.length },
    { header: 'adminCrossing.columns.products', width: 10, value: (row) => row.products },
    { header: 'adminCrossing.columns.date', width: 17, kind: 'dateTime', value: (row) => row.date },
  ],
  lister: (services, target) => (raw) =>
    services.call(SERVICE.listCategoryCrossings, target.caller, { query: parseAdminCrossQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
