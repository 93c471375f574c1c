import {
  ADMIN_CATEGORY_FILTER_KEYS,
  adminCategoryQueryToRaw,
  parseAdminCategoryFilters,
  parseAdminCategoryQuery,
} from '@contract/admin-taxonomy/admin-category.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { useStaffFileProps } from '@web/lib/staff-import/use-staff-file-props';
import { adminCategoriesList } from '../admin-taxonomy.resources';
import { categoryBlockImport } from '../category-block-import';
import { AdminCategoriesPage } from '../pages/AdminCategoriesPage';
import { useCategoryCommands } from './use-category-commands';

const FILTERS = { keys: ADMIN_CATEGORY_FILTER_KEYS, parse: parseAdminCategoryFilters };

/** /admin/categories/categories: the list in the URL (tab, filters with the company, page, sort), dialogs by `?action=`. */
export function AdminCategoriesView() {
  const list = useListScreen({ list: adminCategoriesList, parse: parseAdminCategoryQuery, toRaw: adminCategoryQueryToRaw, filters: FILTERS });
  const { tree, itemId, commandOf, onOpenDialog, onCommand } = useCategoryCommands(list.page.onRetry);
  const blockFile = useStaffFileProps(categoryBlockImport);
  return (
    <AdminCategoriesPage
      query={list.query}
      list={list.state}
      tree={tree}
      itemId={itemId}
      commandOf={commandOf}
      onQueryChange={list.page.onQueryChange}
      onFiltersApply={list.page.onFiltersApply}
      onFiltersReset={list.page.onFiltersReset}
      onRetry={list.page.onRetry}
      onOpenDialog={onOpenDialog}
      onCommand={onCommand}
      blockFile={blockFile}
    />
  );
}
