import { useMemo } from 'react';
import type { OldAttributeQuery, OldAttributeRow, SingleTab } from '@contract/catalog/taxonomy-lists.query';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { OLD_ATTRIBUTE_FILTER_FIELDS, oldAttributeColumns } from '../components/taxonomy-lists-config';

export interface OldAttributesPageProps {
  query: OldAttributeQuery;
  state: ListState<OldAttributeRow, SingleTab>;
  onQueryChange: (patch: Partial<OldAttributeQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

/** /old-attributes: attributes kept for the products that still carry them; how many categories and variants do. */
export function OldAttributesPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry }: OldAttributesPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => oldAttributeColumns(format), [format]);
  return (
    <ListScreen<OldAttributeRow, SingleTab>
      listId="oldAttributes"
      titleKey="routes.oldAttributes"
      filters={{ fields: OLD_ATTRIBUTE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="categories.oldAttributes.loadError"
      onRetry={onRetry}
    />
  );
}
