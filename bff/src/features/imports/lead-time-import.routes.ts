/** The lead-time file's routes (a staff import on /admin/lead-time-tools): upload, the transaction, its error file, the template. */
import { LEAD_TIME_IMPORT_ROUTES } from '@contract/admin-lead-times/lead-time.routes';
import { LEAD_TIME_COLUMNS, LEAD_TIME_GUIDES } from '@contract/imports/lead-time.rules';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf, type StaffImportSpec } from './staff-import';

const LEAD_TIME_IMPORT: StaffImportSpec = {
  kind: 'leadTime',
  columns: LEAD_TIME_COLUMNS,
  guides: LEAD_TIME_GUIDES,
  notes: ['leadTimeCategories'],
  templateName: 'lead-time-template.xlsx',
};

export const leadTimeImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, LEAD_TIME_IMPORT_ROUTES, LEAD_TIME_IMPORT);
