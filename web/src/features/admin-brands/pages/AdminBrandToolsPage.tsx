import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandListQuery, AdminBrandRow, AdminBrandTab } from '@contract/admin-brands/admin-brand.query';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { BrandCrossInput } from '../admin-brands.api';
import { ADMIN_BRAND_FILTER_FIELDS, ADMIN_BRAND_TAB_DEFINITIONS, adminBrandColumns, type AdminBrandDialog } from '../components/admin-brand-list-config';
import { BrandCrossDialog } from '../components/BrandCrossDialog';
import { BrandMergeDialog } from '../components/BrandMergeDialog';
import { exportActions } from '@web/components/list/export-action';

export interface AdminBrandToolsPageProps {
  query: AdminBrandListQuery;
  state: ListState<AdminBrandRow, AdminBrandTab>;
  /** The brand a dialog acts on, loaded as its merge preview. */
  detail: DetailState<BrandMergePreview>;
  mergeCommand: CommandView;
  crossCommand: CommandView;
  onQueryChange: (patch: Partial<AdminBrandListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Starts an Excel export of the list on screen (a staff transaction; its file is offered when it is done). */
  onExport?: () => void;
  onOpenDialog: (dialog: AdminBrandDialog, row: AdminBrandRow) => void;
  onMerge: (brandId: number, typed: string) => void;
  onCross: (brandId: number, input: BrandCrossInput) => void;
}

/** /admin/brand-tools: every company's brands; duplicates (Turkish-aware) merged into one after a typed confirmation; crossings. */
export function AdminBrandToolsPage(props: AdminBrandToolsPageProps) {
  const { query, state, detail, mergeCommand, crossCommand, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog, onMerge, onCross } = props;
  const { t } = useTranslation();
  const columns = useMemo(() => adminBrandColumns(t, onOpenDialog), [t, onOpenDialog]);
  const preview = detail.status === 'ready' ? detail.data : null;
  return (
    <ListScreen<AdminBrandRow, AdminBrandTab>
      listId="adminBrands"
      toolbar={exportActions(props.onExport)}
      titleKey="routes.adminBrandTools"
      tabs={{ tabs: ADMIN_BRAND_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: ADMIN_BRAND_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="adminBrands.loadError"
      emptyKey={query.tab === 'duplicates' ? 'adminBrands.noDuplicates' : 'adminBrands.empty'}
      onRetry={onRetry}
    >
      <BrandMergeDialog preview={preview} loadError={detail.status === 'error' ? detail.error : null} command={mergeCommand} onMerge={onMerge} />
      <BrandCrossDialog brand={preview?.kept ?? null} command={crossCommand} onCross={onCross} />
    </ListScreen>
  );
}
