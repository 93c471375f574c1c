/**
 * The company's marketplace settings as a detail resource: the record is the company's (its id keys a reload when an
 * admin switches companies), and each marketplace's save is a command of its own, so every card sees only its state.
 */
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { command, commandPerKey, createDetailResource } from '@web/lib/resources/detail-resource';
import { fetchMarketplaceSettings, saveMarketplaceSetting } from './marketplace-sales.api';

const saves = commandPerKey(MARKETPLACE_CODES, (code) =>
  command((_companyId, body: MarketplaceSettingBody) => saveMarketplaceSetting(code, body), 'marketplaceSales.saved'),
);

export const marketplaceSettings = createDetailResource('marketplaceSettings', (): Promise<MarketplaceSettingsAnswer> => fetchMarketplaceSettings(), saves);
