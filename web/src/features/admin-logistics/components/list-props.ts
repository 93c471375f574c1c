/** What a list panel of the logistics tools takes from its view (useListScreen's page wiring). */
import type { AppliedFilters } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';

export interface ListPanelProps<Query, Row, Tab extends string> {
  query: Query;
  state: ListState<Row, Tab>;
  onQueryChange: (patch: Partial<Query>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}
