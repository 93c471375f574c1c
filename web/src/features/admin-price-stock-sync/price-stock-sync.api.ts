/** The /admin/price-stock-sync API of the BFF (contract/admin-price-stock-sync/price-stock-sync.routes.ts). */
import type { PriceStockSyncQuery, RerunScope } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { PRICE_STOCK_SYNC_ROUTES as ROUTES } from '@contract/admin-price-stock-sync/price-stock-sync.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchPriceStockSync = (query: PriceStockSyncQuery) => apiCall(ROUTES.list, { query });
export const fetchRerunPreview = (scope: RerunScope) => apiCall(ROUTES.rerunPreview, { query: scope });
export const rerunSync = (scope: RerunScope) => apiCall(ROUTES.rerun, { body: scope });
