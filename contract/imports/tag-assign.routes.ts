/**
 * The browser API of the tag-assign file (spec §9 "tag assign", admin only, on /admin/tag-management): the same upload,
 * job and error files as the seller imports (import.routes.ts), as a staff transaction.
 */
import { staffImportRoutes } from './staff-import.routes';

export const TAG_IMPORT_ROUTES = staffImportRoutes('/api/admin/tag-imports', '/api/admin/tag-template');
