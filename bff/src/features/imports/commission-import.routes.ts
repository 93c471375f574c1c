/** The commission file's routes (a staff import on /admin/commissions, the commission bulk update): upload, the transaction, its error file, the template. */
import { COMMISSION_IMPORT_ROUTES } from '@contract/admin-commissions/commission.routes';
import { COMMISSION_COLUMNS, COMMISSION_GUIDES } from '@contract/imports/commission.rules';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf, type StaffImportSpec } from './staff-import';

const COMMISSION_IMPORT: StaffImportSpec = {
  kind: 'commissionBulk',
  columns: COMMISSION_COLUMNS,
  guides: COMMISSION_GUIDES,
  notes: ['commissionRates'],
  templateName: 'commission-template.xlsx',
};

export const commissionImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, COMMISSION_IMPORT_ROUTES, COMMISSION_IMPORT);
