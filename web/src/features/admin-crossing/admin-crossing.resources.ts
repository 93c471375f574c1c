/**
 * The state of /admin/category-cross and /admin/attribute-crossing/: the lists, their categories (the picker), the
 * crossing health with the category commands, and one category's crossings with the attribute and value commands.
 * The health loads by the company filtered on (ALL_COMPANIES without one); its commands cross or uncross and answer the
 * health read again, so the summary moves with the change. The lists reload by saga after any command.
 */
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import { ADMIN_CATEGORY_CROSS_ROUTES } from '@contract/admin-crossing/category-cross.routes';
import type { CrossCategoryBody } from '@contract/catalog/crossing.api';
import { command, createDetailResource, type CommandName } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import {
  changeCategoryCrossing,
  crossLeaf,
  fetchAdminAttributeCrossings,
  fetchAdminCrossHealth,
  fetchAdminCrossings,
  fetchCategoryCrossings,
  fetchTheirCategories,
  uncrossLeaf,
  type CrossInput as CrossingChange,
  type CrossingTarget,
} from './admin-crossing.api';

export const ALL_COMPANIES = 0;
const healthOf = (companyId: number): Promise<AdminCrossHealthAnswer> => fetchAdminCrossHealth(companyId === ALL_COMPANIES ? undefined : companyId);

export interface CrossInput {
  target: CrossingTarget;
  body: CrossCategoryBody;
}

export const adminCrossList = createListResource('adminCrossList', fetchAdminCrossings);
export const adminCrossExport = staffListExport(ADMIN_CATEGORY_CROSS_ROUTES.export);
export const adminTheirCategories = createListResource('adminTheirCategories', fetchTheirCategories);
const crossCommand = (success: string) =>
  command(async (companyId, { target, body }: CrossInput) => {
    await crossLeaf(target, body);
    return healthOf(companyId);
  }, success);

export const adminCrossHealth = createDetailResource('adminCrossHealth', healthOf, {
  cross: crossCommand('adminCrossing.crossed'),
  /** The auto-crossing switch: the same crossing, synced the other way. */
  sync: crossCommand('adminCrossing.syncChanged'),
  uncross: command(async (companyId, target: CrossingTarget) => {
    await uncrossLeaf(target);
    return healthOf(companyId);
  }, 'adminCrossing.uncrossed'),
});

export type AdminCrossCommand = CommandName<typeof adminCrossHealth>;

export const adminAttributeList = createListResource('adminAttributeList', fetchAdminAttributeCrossings);
const changeCommand = (success: string) => command((id, input: CrossingChange) => changeCategoryCrossing(id, input), success);
/** One category's crossings on every marketplace (the shared cross panel), by category id. */
export const adminCategoryCrossing = createDetailResource('adminCategoryCrossing', (id): Promise<CategoryCrossAnswer> => fetchCategoryCrossings(id), {
  cross: changeCommand('categories.cross.crossed'),
  uncross: changeCommand('categories.cross.uncrossed'),
});
