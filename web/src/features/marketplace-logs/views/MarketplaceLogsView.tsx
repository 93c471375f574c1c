import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  LOG_FILTER_KEYS, marketplaceLogFilterProblems, marketplaceLogQueryToRaw, parseLogId, parseMarketplaceLogFilters, parseMarketplaceLogQuery,
  type MarketplaceLogFilters,
} from '@contract/logs/log.query';
import { filtersPatch, useListQuery, useUrlDialog } from '@web/lib/list-url';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { LOG_DIALOG } from '../components/LogDetailDialog';
import { marketplaceLogDetail, marketplaceLogsList } from '../marketplace-logs.resources';
import { MarketplaceLogsPage } from '../pages/MarketplaceLogsPage';

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** /reports/marketplaces: the URL is the list state, and `?action=log&item=<id>` the open Log Detail. */
export function MarketplaceLogsView() {
  const dispatch = useDispatch();
  const [urlQuery, update] = useListQuery(parseMarketplaceLogQuery, marketplaceLogQueryToRaw);
  // Opening or closing Log Detail changes the URL but not the list: the query object stays, so nothing is asked again.
  const queryKey = JSON.stringify(marketplaceLogQueryToRaw(urlQuery));
  const query = useMemo(() => parseMarketplaceLogQuery(JSON.parse(queryKey) as Record<string, string>), [queryKey]);
  const [params] = useSearchParams();
  const [active, openDialog] = useUrlDialog();
  const state = useSelector(marketplaceLogsList.select);
  const log = useSelector(marketplaceLogDetail.select);
  const logId = active === LOG_DIALOG ? parseLogId(params.get('item') ?? undefined) : null;

  // A URL whose filters break a rule (a pasted link) shows the rule inline and asks the server nothing.
  const blocked = useMemo(() => marketplaceLogFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(marketplaceLogsList.requested(query));
  }, [dispatch, query, blocked]);
  useEffect(() => {
    if (logId !== null) dispatch(marketplaceLogDetail.requested(logId));
  }, [dispatch, logId]);

  const logHref = useCallback((id: number) => {
    const next = new URLSearchParams(params);
    next.set('action', LOG_DIALOG);
    next.set('item', String(id));
    return `?${next.toString()}`;
  }, [params]);

  return (
    <MarketplaceLogsPage
      query={query}
      state={blocked ? nothingAsked() : state}
      logId={logId}
      log={log}
      logHref={logHref}
      onOpenLog={(id) => openDialog(LOG_DIALOG, { item: String(id) })}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(LOG_FILTER_KEYS, parseMarketplaceLogFilters(applied)))}
      onFiltersReset={() => update(filtersPatch<MarketplaceLogFilters>(LOG_FILTER_KEYS, {}))}
      onRetry={() => dispatch(marketplaceLogsList.requested(query))}
      onRetryLog={() => { if (logId !== null) dispatch(marketplaceLogDetail.requested(logId)); }}
      onCopy={copyToClipboard}
    />
  );
}
