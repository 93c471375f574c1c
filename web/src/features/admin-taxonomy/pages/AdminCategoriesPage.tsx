import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategoryListQuery, AdminCategoryRow } from '@contract/admin-taxonomy/admin-category.query';
import type { CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryTab } from '@contract/catalog/category.query';
import { ownNames } from '@contract/catalog/category.rules';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, ListAction } from '@web/components/list/list-types';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { AdminCategoryCommand } from '../admin-taxonomy.resources';
import { statusFlipped, type AdminCategoryCall, type AdminCategoryDialog } from '../components/admin-category-model';
import { ADMIN_CATEGORY_FILTER_FIELDS, ADMIN_CATEGORY_TABS, adminCategoryColumns, type AdminCategoryRowAction } from '../components/admin-category-list-config';
import { AdminCategoryDialogs } from '../components/AdminCategoryDialogs';

export interface AdminCategoriesPageProps {
  query: AdminCategoryListQuery;
  list: ListState<AdminCategoryRow, CategoryTab>;
  tree: DetailState<CategoryTreeAnswer>;
  /** `?item=` of the open dialog. */
  itemId: number | null;
  commandOf: (name: AdminCategoryCommand) => CommandView;
  onQueryChange: (patch: Partial<AdminCategoryListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onOpenDialog: (name: AdminCategoryDialog, id?: number) => void;
  onCommand: AdminCategoryCall;
  /** The category-block file. */
  blockFile: StaffFileProps;
}

/**
 * /admin/categories/categories: the seller-panel categories for staff: search, create, edit (rename in both languages,
 * move), activate or deactivate, delete; with a company chosen, which categories it is blocked from, blocked or lifted here,
 * and blocks for many companies and categories at once from a file.
 */
export function AdminCategoriesPage(props: AdminCategoriesPageProps) {
  const { query, list, tree, itemId, commandOf, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog, onCommand } = props;
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const companyId = query.companyId ?? null;
  const columns = useMemo(
    () =>
      adminCategoryColumns({
        nameOf,
        withCompany: companyId !== null,
        labelOf: (key) => t(key),
        onAction: (row: AdminCategoryRow, action: AdminCategoryRowAction) => {
          if (action === 'status') onCommand(row.id, 'status', statusFlipped({ names: ownNames(row), category: row }));
          else onOpenDialog(action, row.id);
        },
      }),
    [nameOf, companyId, t, onCommand, onOpenDialog],
  );
  const toolbar: ListAction[] = [{ id: 'add', labelKey: 'adminTaxonomy.form.addAction', onClick: () => onOpenDialog('create'), icon: 'cilSitemap' }];
  return (
    <>
      <ErrorAlert error={commandOf('status').error} />
      <StaffFilePanel
        idPrefix="category-block"
        title={t('adminTaxonomy.blockFile.title')}
        intro={t('adminTaxonomy.blockFile.intro')}
        upload={props.blockFile.upload}
        templateHref={props.blockFile.templateHref}
        errorFileUrl={props.blockFile.errorFileUrl}
        onSend={props.blockFile.onSendFile}
        onReset={props.blockFile.onUploadReset}
      />
      <ListScreen<AdminCategoryRow, CategoryTab>
        listId="adminCategories"
        titleKey="routes.adminCategories"
        tabs={{ tabs: ADMIN_CATEGORY_TABS, active: query.tab, counts: list.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{ fields: ADMIN_CATEGORY_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, list, onQueryChange)}
        rowKey={(row) => String(row.id)}
        errorKey="adminTaxonomy.loadError"
        onRetry={onRetry}
        toolbar={toolbar}
      >
        <AdminCategoryDialogs nodes={tree.data?.nodes ?? []} itemId={itemId} companyId={companyId} commandOf={commandOf} onCommand={onCommand} />
      </ListScreen>
    </>
  );
}
