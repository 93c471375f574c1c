/** The stock file's routes (a staff import on /admin/stock-tools): upload, the transaction, its error file, the template. */
import { STOCK_IMPORT_ROUTES } from '@contract/admin-stock-tools/stock-tools.routes';
import { STOCK_BULK_COLUMNS, STOCK_BULK_GUIDES } from '@contract/imports/stock-bulk.rules';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf, type StaffImportSpec } from './staff-import';

const STOCK_BULK_IMPORT: StaffImportSpec = {
  kind: 'stockBulk',
  columns: STOCK_BULK_COLUMNS,
  guides: STOCK_BULK_GUIDES,
  notes: ['stockBulkRows'],
  templateName: 'stock-template.xlsx',
};

export const stockBulkImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, STOCK_IMPORT_ROUTES, STOCK_BULK_IMPORT);
