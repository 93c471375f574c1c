/** The browser API of /admin/product-tools' two files (admin only): price blocks and lock updates, each a staff import. */
import { staffImportRoutes } from '../imports/staff-import.routes';

export const PRICE_BLOCK_IMPORT_ROUTES = staffImportRoutes('/api/admin/price-block-imports', '/api/admin/price-block-template');
export const LOCK_UPDATE_IMPORT_ROUTES = staffImportRoutes('/api/admin/lock-update-imports', '/api/admin/lock-update-template');
