import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceStockSyncQuery, PriceStockSyncRow, RerunPreview, RerunScope, SyncTab } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { SYNC_FILTER_FIELDS, SYNC_TAB_DEFINITIONS, syncColumns } from '../components/price-stock-sync-config';
import { RerunDialog } from '../components/RerunDialog';

export interface AdminPriceStockSyncPageProps {
  query: PriceStockSyncQuery;
  state: ListState<PriceStockSyncRow, SyncTab>;
  onQueryChange: (patch: Partial<PriceStockSyncQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** The re-run in the URL, null when none is open. */
  rerunScope: RerunScope | null;
  /** Its preview, loaded when the dialog opens. */
  rerun: DetailState<RerunPreview>;
  rerunCommand: CommandView;
  onRerunOpen: (scope: RerunScope) => void;
  onRerunConfirm: () => void;
}

/**
 * /admin/price-stock-sync: each company's price and stock synchronisation with each marketplace it sells on (last run,
 * items waiting, items refused with their SKUs and reasons), a tab per state; a re-run for the row, for the row's
 * company on every marketplace or for its marketplace across companies, each shown with what it touches first.
 */
export function AdminPriceStockSyncPage(props: AdminPriceStockSyncPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, rerunScope, rerun, onRerunOpen } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => syncColumns(t, format, onRerunOpen), [t, format, onRerunOpen]);
  const rows = state.page?.items ?? [];
  const companyName = rows.find((row) => row.companyId === rerunScope?.companyId)?.companyName ?? null;
  return (
    <ListScreen<PriceStockSyncRow, SyncTab>
      listId="adminPriceStockSync"
      titleKey="routes.adminPriceStockSync"
      tabs={{ tabs: SYNC_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: SYNC_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => `${row.companyId}:${row.marketplace}`}
      errorKey="adminPriceStockSync.loadError"
      emptyKey={emptyKeyOf(SYNC_FILTER_FIELDS, query, `adminPriceStockSync.empty.${query.tab}`)}
      onRetry={onRetry}
    >
      <RerunDialog
        scope={rerunScope}
        companyName={companyName}
        preview={rerun.status === 'ready' ? rerun.data : null}
        previewError={rerun.status === 'error' ? rerun.error : null}
        command={props.rerunCommand}
        onConfirm={props.onRerunConfirm}
      />
    </ListScreen>
  );
}
