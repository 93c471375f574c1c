import { useMemo } from 'react';
import { CCol, CRow } from '@coreui/react';
import type { CategoryBody, CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryListQuery, CategoryRow, CategoryTab } from '@contract/catalog/category.query';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, ListAction } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { CATEGORY_FILTER_FIELDS, CATEGORY_TAB_DEFINITIONS, categoryColumns } from '../components/category-list-config';
import { CategoryDialogs, type CategoryDialog } from '../components/CategoryDialogs';
import { CategoryTreeCard } from '../components/CategoryTreeCard';
import { useNameOf } from '@web/lib/localized-name';
import { MappingHealthCard } from '../components/MappingHealthCard';

export interface CategoriesPageProps {
  query: CategoryListQuery;
  list: ListState<CategoryRow, CategoryTab>;
  tree: DetailState<CategoryTreeAnswer>;
  health: DetailState<MappingHealthAnswer>;
  healthOpen: MarketplaceCode | null;
  canManage: boolean;
  addCommand: CommandView;
  onQueryChange: (patch: Partial<CategoryListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onHealthOpen: (marketplace: MarketplaceCode | null) => void;
  onRetryList: () => void;
  onRetryTree: () => void;
  onRetryHealth: () => void;
  onOpenDialog: (name: CategoryDialog) => void;
  onAdd: (body: CategoryBody) => void;
}

/** /categories: mapping health per marketplace, the tree to browse, and the list to search; staff add categories. */
export function CategoriesPage(props: CategoriesPageProps) {
  const {
    query,
    list,
    tree,
    health,
    healthOpen,
    canManage,
    addCommand,
    onQueryChange,
    onFiltersApply,
    onFiltersReset,
    onHealthOpen,
    onRetryList,
    onRetryTree,
    onRetryHealth,
    onOpenDialog,
    onAdd,
  } = props;
  const format = useFormatters();
  const localizedPath = useNameOf();
  const columns = useMemo(() => categoryColumns(format, localizedPath), [format, localizedPath]);
  const toolbar: ListAction[] = canManage
    ? [{ id: 'add', labelKey: 'categories.form.addAction', onClick: () => onOpenDialog('create'), icon: 'cilSitemap' }]
    : [];
  return (
    <>
      <MappingHealthCard state={health} open={healthOpen} onOpen={onHealthOpen} onRetry={onRetryHealth} />
      <CRow>
        <CCol lg={4}>
          <CategoryTreeCard state={tree} onRetry={onRetryTree} />
        </CCol>
        <CCol lg={8}>
          <ListScreen<CategoryRow, CategoryTab>
            listId="categories"
            titleKey="routes.categories"
            tabs={{ tabs: CATEGORY_TAB_DEFINITIONS, active: query.tab, counts: list.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
            filters={{ fields: CATEGORY_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
            columns={columns}
            {...listWiring(query, list, onQueryChange)}
            rowKey={(row) => String(row.id)}
            rowHref={(row) => pathOf('categoryDetail', { categoryId: row.id })}
            errorKey="categories.loadError"
            onRetry={onRetryList}
            toolbar={toolbar}
          >
            {canManage ? (
              <CategoryDialogs
                nodes={tree.data?.nodes ?? []}
                detail={null as CategoryDetailAnswer | null}
                commandOf={() => addCommand}
                onCommand={(...call) => {
                  if (call[0] === 'add') onAdd(call[1]);
                }}
              />
            ) : null}
          </ListScreen>
        </CCol>
      </CRow>
    </>
  );
}
