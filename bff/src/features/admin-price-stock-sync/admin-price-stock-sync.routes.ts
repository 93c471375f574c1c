/**
 * Admin tool /admin/price-stock-sync (contract/admin-price-stock-sync): the rows, a re-run's preview and the re-run,
 * each passed on to one marketplace route signed as the admin (the company is the query's or the body's).
 */
import { PRICE_STOCK_SYNC_ROUTES as ROUTES } from '@contract/admin-price-stock-sync/price-stock-sync.routes';
import { PRICE_STOCK_SYNC_SERVICE_ROUTES as SERVICE } from '@contract/admin-price-stock-sync/price-stock-sync.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function adminPriceStockSyncRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.rerunPreview, (c, { query }) => c.get('services').call(SERVICE.rerunPreview, staffCaller(c), { query })),
    serve(ROUTES.rerun, (c, { body }) => c.get('services').call(SERVICE.rerun, staffCaller(c), { body })),
  );
}
