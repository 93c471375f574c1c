import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { parseRerunScopeKey, rerunScopeKey } from '@contract/admin-price-stock-sync/price-stock-sync.rules';
import {
  SYNC_FILTER_KEYS,
  parsePriceStockSyncQuery,
  parseRerunScope,
  priceStockSyncQueryToRaw,
  type RerunScope,
} from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { priceStockSyncList, syncRerun } from '../price-stock-sync.resources';
import { rerunScopeId } from '../rerun-scope-id';
import { AdminPriceStockSyncPage } from '../pages/AdminPriceStockSyncPage';

const FILTERS = { keys: SYNC_FILTER_KEYS, parse: parseRerunScope };

/** /admin/price-stock-sync (admin only): the URL holds the tab, filters and page, and the re-run (`?action=rerun&item=<scope key>`). */
export function AdminPriceStockSyncView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: priceStockSyncList, parse: parsePriceStockSyncQuery, toRaw: priceStockSyncQueryToRaw, filters: FILTERS });
  const rerun = useSelector(syncRerun.select);
  const [params] = useSearchParams();
  const [active, open] = useUrlDialog<'rerun'>();
  const scope = active === 'rerun' ? parseRerunScopeKey(params.get('item')) : null;
  const scopeId = scope ? rerunScopeId(scope) : null;

  useEffect(() => {
    if (scopeId !== null) dispatch(syncRerun.requested(scopeId));
  }, [dispatch, scopeId]);

  const onRerunOpen = useCallback((next: RerunScope) => open('rerun', { item: rerunScopeKey(next) }), [open]);
  return (
    <AdminPriceStockSyncPage
      {...list.page}
      rerunScope={scope}
      rerun={rerun}
      rerunCommand={commandView(rerun, 'rerun')}
      onRerunOpen={onRerunOpen}
      onRerunConfirm={() => scopeId !== null && dispatch(syncRerun.commandCalled(scopeId, 'rerun'))}
    />
  );
}
