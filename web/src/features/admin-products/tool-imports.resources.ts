/** Product Tools' two files: price blocks and lock updates (staff imports); the search reloads when one ends. */
import { LOCK_UPDATE_IMPORT_ROUTES, PRICE_BLOCK_IMPORT_ROUTES } from '@contract/admin-products/tool-imports.routes';
import { createStaffImport } from '@web/lib/staff-import/staff-import';

export const priceBlockImport = createStaffImport('adminPriceBlockImport', PRICE_BLOCK_IMPORT_ROUTES);
export const lockUpdateImport = createStaffImport('adminLockUpdateImport', LOCK_UPDATE_IMPORT_ROUTES);
