/**
 * The staff category screens' state: the list (/admin/categories/categories) and the tree both screens draw and pick
 * parents from. The management commands live on the tree (id: the category; 0 for a new one) and answer the tree as
 * it stands afterwards, so every screen showing it is current; the list view reloads its page after one.
 */
import type { AdminCategoryDeleteOptions, CategoryBlockBody } from '@contract/admin-taxonomy/admin-category.api';
import type { CategoryBody, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import {
  addAdminCategory,
  blockAdminCategory,
  deleteAdminCategory,
  editAdminCategory,
  fetchAdminCategories,
  fetchAdminCategoryTree,
  unblockAdminCategory,
} from './admin-taxonomy.api';

export interface CategoryBlockInput {
  companyId: number;
  body: CategoryBlockBody;
}

const thenTree =
  <Input>(run: (id: number, input: Input) => Promise<unknown>) =>
  async (id: number, input: Input): Promise<CategoryTreeAnswer> => {
    await run(id, input);
    return fetchAdminCategoryTree();
  };

export const adminCategoriesList = createListResource('adminCategoriesList', fetchAdminCategories);

export const adminCategoryTree = createDetailResource('adminCategoryTree', (): Promise<CategoryTreeAnswer> => fetchAdminCategoryTree(), {
  add: command(
    thenTree((_id, body: CategoryBody) => addAdminCategory(body)),
    'adminTaxonomy.categories.added',
  ),
  edit: command(
    thenTree((id, body: CategoryBody) => editAdminCategory(id, body)),
    'adminTaxonomy.categories.saved',
  ),
  /** Activate or deactivate from a row: the category's own form with the other status. */
  status: command(
    thenTree((id, body: CategoryBody) => editAdminCategory(id, body)),
    'adminTaxonomy.categories.statusChanged',
  ),
  delete: command(
    thenTree((id, options: AdminCategoryDeleteOptions) => deleteAdminCategory(id, options)),
    'adminTaxonomy.delete.done',
  ),
  block: command(
    thenTree((id, { companyId, body }: CategoryBlockInput) => blockAdminCategory(id, companyId, body)),
    'adminTaxonomy.block.done',
  ),
  unblock: command(
    thenTree((id, companyId: number) => unblockAdminCategory(id, companyId)),
    'adminTaxonomy.unblock.done',
  ),
});

export type AdminCategoryCommand = CommandName<typeof adminCategoryTree>;
export type OnAdminCategoryCommand = OnCommand<typeof adminCategoryTree>;
