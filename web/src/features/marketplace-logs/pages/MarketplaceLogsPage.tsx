import { useMemo } from 'react';
import type { LogTab, MarketplaceLogAnswer, MarketplaceLogListQuery, MarketplaceLogRow } from '@contract/logs/log.query';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { LogDetailDialog } from '../components/LogDetailDialog';
import { LOG_FILTER_FIELDS, LOG_TAB_DEFINITIONS, marketplaceLogColumns, validateLogFilters } from '../components/marketplace-log-list-config';

export interface MarketplaceLogsPageProps {
  query: MarketplaceLogListQuery;
  state: ListState<MarketplaceLogRow, LogTab>;
  /** The log the URL opens in Log Detail, if any. */
  logId: number | null;
  log: DetailState<MarketplaceLogAnswer>;
  /** The URL of this list with a log's Log Detail open. */
  logHref: (id: number) => string;
  onOpenLog: (id: number) => void;
  onQueryChange: (patch: Partial<MarketplaceLogListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onRetryLog: () => void;
  onCopy: (text: string) => Promise<void>;
}

/** /reports/marketplaces: the company's marketplace logs, newest first, a tab per level; a row opens its Log Detail. */
export function MarketplaceLogsPage(props: MarketplaceLogsPageProps) {
  const { query, state, logId, log, logHref, onOpenLog, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onRetryLog, onCopy } = props;
  const format = useFormatters();
  const columns = useMemo(() => marketplaceLogColumns(format), [format]);
  return (
    <ListScreen<MarketplaceLogRow, LogTab>
      listId="marketplaceLogs"
      titleKey="marketplaceLogs.title"
      tabs={{ tabs: LOG_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: LOG_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateLogFilters }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => logHref(row.id)}
      onRowClick={(row) => onOpenLog(row.id)}
      errorKey="errors.marketplaceLogsLoad"
      onRetry={onRetry}
    >
      <LogDetailDialog logId={logId} state={log} onRetry={onRetryLog} onCopy={onCopy} />
    </ListScreen>
  );
}
