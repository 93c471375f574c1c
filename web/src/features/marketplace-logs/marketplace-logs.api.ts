/** The Marketplace Logs API of the BFF (contract/logs/log.query.ts). */
import { API } from '@contract/api/paths';
import {
  marketplaceLogQueryToRaw, type MarketplaceLogAnswer, type MarketplaceLogListAnswer, type MarketplaceLogListQuery,
} from '@contract/logs/log.query';
import { http } from '@web/lib/http';

export async function fetchMarketplaceLogs(query: MarketplaceLogListQuery): Promise<MarketplaceLogListAnswer> {
  return (await http.get<MarketplaceLogListAnswer>(API.marketplaceLogs, { params: marketplaceLogQueryToRaw(query) })).data;
}

export async function fetchMarketplaceLog(id: number): Promise<MarketplaceLogAnswer> {
  return (await http.get<MarketplaceLogAnswer>(`${API.marketplaceLogs}/${id}`)).data;
}
