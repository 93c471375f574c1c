/** The browser API of Marketplace Sales (spec §2, §5): one description per endpoint (contract/api/route-def.ts). */
import { answer, param, policy, route, sent } from '../api/route-def';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { marketplaceSettingSchema } from './marketplace-settings';
import { settingRefusalCode, type MarketplaceSettingBody, type MarketplaceSettingsAnswer } from './marketplace-settings.api';

const manage = policy.can('marketplaceSales.manage');

export const MARKETPLACE_SALES_ROUTES = {
  settings: route.get('/api/marketplace-sales', { answer: answer<MarketplaceSettingsAnswer>(), policy: manage }),
  /**
   * Saves one marketplace and its channel group; the answer holds every setting. The form may send no shipping
   * provider (the body as the form holds it): the refusal is then the spec's own code.
   */
  save: route.post('/api/marketplace-sales/:marketplace', {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: marketplaceSettingSchema,
    sends: sent<MarketplaceSettingBody>(),
    refusal: settingRefusalCode,
    answer: answer<MarketplaceSettingsAnswer>(),
    policy: manage,
  }),
};
