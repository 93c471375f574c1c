/**
 * The category-block file (spec §9 "category blocks", admin only, on /admin/categories/categories): its browser routes
 * (a staff import) and the marketplace service's batch of rows, each applied as the list's Block and Unblock apply it.
 */
import * as yup from 'yup';
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer, ImportRowSent } from '../downstream/catalog-imports';
import { importRowsSchema } from '../downstream/import-bodies';
import { serviceRoutes } from '../downstream/service-route';
import { CATEGORY_BLOCK_ACTIONS, type CategoryBlockRow } from '../imports/category-block.rules';
import { staffImportRoutes } from '../imports/staff-import.routes';

export const CATEGORY_BLOCK_IMPORT_ROUTES = staffImportRoutes('/api/admin/category-block-imports', '/api/admin/category-block-template');

const idOrNull = () => yup.number().typeError('validation.number').nullable().defined('validation.required').strict();

export const categoryBlockRowShape: yup.ObjectSchema<ImportRowSent<CategoryBlockRow>> = yup.object({
  companyId: idOrNull(),
  categoryId: idOrNull(),
  action: yup.mixed<CategoryBlockRow['action']>().oneOf(CATEGORY_BLOCK_ACTIONS, 'validation.required').defined('validation.required'),
  reason: yup.string().defined('validation.required').strict(),
  checkOnly: yup.boolean().strict().optional(),
});

export const CATEGORY_BLOCK_SERVICE_ROUTES = serviceRoutes('marketplace', {
  /** At most 1,000 rows (admin and service tokens); a `checkOnly` row is checked, never applied. */
  rows: route.post('/v1/admin/category-block-rows', {
    body: importRowsSchema(categoryBlockRowShape),
    answer: answer<ImportApplyAnswer>(),
    policy: policy.token(),
  }),
});
