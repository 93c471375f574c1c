/** The ETGB file's routes (a staff import on /admin/logistics/logistics): upload, the transaction, its error file, the template. */
import { ETGB_IMPORT_ROUTES } from '@contract/admin-logistics/admin-logistics.routes';
import { ETGB_COLUMNS, ETGB_GUIDES } from '@contract/imports/etgb.rules';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf, type StaffImportSpec } from './staff-import';

const ETGB_IMPORT: StaffImportSpec = {
  kind: 'etgb',
  columns: ETGB_COLUMNS,
  guides: ETGB_GUIDES,
  notes: ['etgbPackages'],
  templateName: 'etgb-template.xlsx',
};

export const etgbImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, ETGB_IMPORT_ROUTES, ETGB_IMPORT);
