/** The Marketplace Logs API of the BFF (contract/logs/log.routes.ts). */
import type { MarketplaceLogListQuery } from '@contract/logs/log.query';
import { MARKETPLACE_LOG_ROUTES } from '@contract/logs/log.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchMarketplaceLogs = (query: MarketplaceLogListQuery) => apiCall(MARKETPLACE_LOG_ROUTES.list, { query });
export const fetchMarketplaceLog = (id: number) => apiCall(MARKETPLACE_LOG_ROUTES.detail, { params: { id } });
