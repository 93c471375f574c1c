import { useMemo } from 'react';
import type { PackageListQuery, PackageQueryTab } from '@contract/packages/package.query';
import { packageFilterProblems, type PackageFilters } from '@contract/packages/package.query';
import type { PackageRow, PackageTab } from '@contract/packages/package.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { PACKAGE_FILTER_FIELDS, PACKAGE_TAB_DEFINITIONS, packageColumns } from '../components/package-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface PackagesListPageProps {
  query: PackageListQuery;
  state: ListState<PackageRow, PackageTab>;
  onQueryChange: (patch: Partial<PackageListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onExport: () => void;
}

const validate = (values: Record<string, string>) => packageFilterProblems(values as PackageFilters);

export function PackagesListPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport }: PackagesListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => packageColumns(format), [format]);
  const page = state.page;
  return (
    <ListScreen<PackageRow, PackageQueryTab>
      listId="packages"
      titleKey="packages.title"
      tabs={{ tabs: PACKAGE_TAB_DEFINITIONS, active: query.tab, counts: page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: PACKAGE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('packageDetail', { packageId: row.id })}
      errorKey="packages.loadError"
      onRetry={onRetry}
      toolbar={exportActions(onExport)}
    />
  );
}
