import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  LOG_FILTER_KEYS,
  marketplaceLogFilterProblems,
  marketplaceLogQueryToRaw,
  parseLogId,
  parseMarketplaceLogFilters,
  parseMarketplaceLogQuery,
} from '@contract/logs/log.query';
import { useUrlDialog } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { LOG_DIALOG } from '../components/LogDetailDialog';
import { marketplaceLogDetail, marketplaceLogsList } from '../marketplace-logs.resources';
import { MarketplaceLogsPage } from '../pages/MarketplaceLogsPage';

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);
const FILTERS = { keys: LOG_FILTER_KEYS, parse: parseMarketplaceLogFilters };

/** /reports/marketplaces: the URL is the list state, and `?action=log&item=<id>` the open Log Detail. */
export function MarketplaceLogsView() {
  const dispatch = useDispatch();
  // Opening or closing Log Detail changes the URL but not the list's query, so nothing is asked again.
  const list = useListScreen({
    list: marketplaceLogsList,
    parse: parseMarketplaceLogQuery,
    toRaw: marketplaceLogQueryToRaw,
    problems: marketplaceLogFilterProblems,
    filters: FILTERS,
  });
  const [params] = useSearchParams();
  const [active, openDialog] = useUrlDialog<typeof LOG_DIALOG>();
  const log = useSelector(marketplaceLogDetail.select);
  const logId = active === LOG_DIALOG ? parseLogId(params.get('item') ?? undefined) : null;

  useEffect(() => {
    if (logId !== null) dispatch(marketplaceLogDetail.requested(logId));
  }, [dispatch, logId]);

  const logHref = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set('action', LOG_DIALOG);
      next.set('item', String(id));
      return `?${next.toString()}`;
    },
    [params],
  );

  return (
    <MarketplaceLogsPage
      {...list.page}
      logId={logId}
      log={log}
      logHref={logHref}
      onOpenLog={(id) => openDialog(LOG_DIALOG, { item: String(id) })}
      onRetryLog={() => {
        if (logId !== null) dispatch(marketplaceLogDetail.requested(logId));
      }}
      onCopy={copyToClipboard}
    />
  );
}
