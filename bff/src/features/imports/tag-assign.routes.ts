/** The tag-assign file's routes (contract/imports/tag-assign.routes.ts): upload, the transaction, its error file, the template. */
import { TAG_IMPORT_ROUTES } from '@contract/imports/tag-assign.routes';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf } from './staff-import';
import { TAG_ASSIGN_IMPORT } from './tag-assign-import';

export const tagAssignRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, TAG_IMPORT_ROUTES, TAG_ASSIGN_IMPORT);
