/**
 * The company's marketplace settings as a detail resource: the record is the company's (its id keys a reload when an
 * admin switches companies), and each marketplace's save is a command of its own, so every card sees only its state.
 */
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { createDetailResource, type Command } from '@web/lib/resources/detail-resource';
import { fetchMarketplaceSettings, saveMarketplaceSetting } from './marketplace-sales.api';

const saves: Record<string, Command<MarketplaceSettingsAnswer>> = Object.fromEntries(MARKETPLACE_CODES.map((code) => [code, {
  run: (_companyId: number, input: unknown) => saveMarketplaceSetting(code, input as MarketplaceSettingBody),
  success: 'marketplaceSales.saved',
}]));

export const marketplaceSettings = createDetailResource<'marketplaceSettings', MarketplaceSettingsAnswer>(
  'marketplaceSettings', () => fetchMarketplaceSettings(), saves,
);
