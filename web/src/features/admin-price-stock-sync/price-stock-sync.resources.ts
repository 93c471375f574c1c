/**
 * /admin/price-stock-sync's state: the list, and the re-run in the URL as a record (its id: rerun-scope-id.ts) loaded
 * as its preview; the re-run answers nothing to show, the list is asked again after it (price-stock-sync.sagas.ts).
 */
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchPriceStockSync, fetchRerunPreview, rerunSync } from './price-stock-sync.api';
import { scopeOfRerunId } from './rerun-scope-id';

export const priceStockSyncList = createListResource('adminPriceStockSyncList', fetchPriceStockSync);

export const syncRerun = createDetailResource('adminPriceStockSyncRerun', (id: number) => fetchRerunPreview(scopeOfRerunId(id)), {
  rerun: command(async (id) => {
    await rerunSync(scopeOfRerunId(id));
    return null;
  }, 'adminPriceStockSync.rerun.done'),
});

export type SyncRerunCommand = CommandName<typeof syncRerun>;
export type OnSyncRerunCommand = OnCommand<typeof syncRerun>;
