/** The Marketplace Sales API of the BFF (contract/catalog/marketplace-settings.api.ts). */
import { API } from '@contract/api/paths';
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { http } from '@web/lib/http';

export async function fetchMarketplaceSettings(): Promise<MarketplaceSettingsAnswer> {
  return (await http.get<MarketplaceSettingsAnswer>(API.marketplaceSales)).data;
}

/** Saves one marketplace; the answer holds every setting (its channel group changed with it). */
export async function saveMarketplaceSetting(marketplace: MarketplaceCode, body: MarketplaceSettingBody): Promise<MarketplaceSettingsAnswer> {
  return (await http.post<MarketplaceSettingsAnswer>(`${API.marketplaceSales}/${marketplace}`, body)).data;
}
