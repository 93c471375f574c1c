import { useMemo } from 'react';
import type { SearchListQuery, SingleTab } from '@contract/catalog/taxonomy-lists.query';
import type { RestrictedCategory } from '@contract/catalog/taxonomy.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { useNameOf } from '@web/lib/localized-name';
import { RESTRICTED_FILTER_FIELDS, restrictedColumns } from '../components/taxonomy-lists-config';

export interface RestrictedCategoriesPageProps {
  query: SearchListQuery;
  state: ListState<RestrictedCategory, SingleTab>;
  onQueryChange: (patch: Partial<SearchListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

/** /categories/restricted-categories: the categories the company may not sell in, and why. */
export function RestrictedCategoriesPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry }: RestrictedCategoriesPageProps) {
  const format = useFormatters();
  const localizedPath = useNameOf();
  const columns = useMemo(() => restrictedColumns(format, localizedPath), [format, localizedPath]);
  return (
    <ListScreen<RestrictedCategory, SingleTab>
      listId="restrictedCategories"
      titleKey="routes.restrictedCategories"
      filters={{ fields: RESTRICTED_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.categoryId)}
      rowHref={(row) => pathOf('categoryDetail', { categoryId: row.categoryId })}
      errorKey="categories.restricted.loadError"
      emptyKey="categories.restricted.empty"
      onRetry={onRetry}
    />
  );
}
