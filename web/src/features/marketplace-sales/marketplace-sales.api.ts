/** The Marketplace Sales API of the BFF (contract/catalog/marketplace-sales.routes.ts). */
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import type { MarketplaceSettingBody } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { apiCall } from '@web/lib/api-call';

export const fetchMarketplaceSettings = () => apiCall(MARKETPLACE_SALES_ROUTES.settings);

/** Saves one marketplace; the answer holds every setting (its channel group changed with it). */
export const saveMarketplaceSetting = (marketplace: MarketplaceCode, body: MarketplaceSettingBody) =>
  apiCall(MARKETPLACE_SALES_ROUTES.save, { params: { marketplace }, body });
