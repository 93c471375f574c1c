/**
 * /admin/stock-tools' state: the chosen company's stock preview (a detail by company id) with its one command, zeroing a
 * scope, which answers the preview as it stands afterwards; and the stock file (a staff import).
 */
import { STOCK_IMPORT_ROUTES } from '@contract/admin-stock-tools/stock-tools.routes';
import type { StockZeroBody } from '@contract/admin-stock-tools/stock-tools.types';
import { command, createDetailResource, type OnCommand } from '@web/lib/resources/detail-resource';
import { createStaffImport } from '@web/lib/staff-import/staff-import';
import { fetchStockPreview, zeroStock } from './stock-tools.api';

export const stockPreview = createDetailResource('adminStockPreview', fetchStockPreview, {
  zero: command(async (companyId, body: StockZeroBody) => {
    await zeroStock(companyId, body);
    return fetchStockPreview(companyId);
  }, 'adminStockTools.zero.done'),
});

export const stockImport = createStaffImport('adminStockImport', STOCK_IMPORT_ROUTES);

export type OnStockCommand = OnCommand<typeof stockPreview>;
