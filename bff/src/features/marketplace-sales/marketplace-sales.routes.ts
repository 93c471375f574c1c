/**
 * Marketplace Sales (spec §2, §5): the company's sales setup on every marketplace and the save of one, for an admin
 * acting as the seller. The body is checked with the contract's schema before anything travels downstream; the
 * marketplace service refuses a marketplace without the company's global configuration and applies a save to every
 * channel of its group (the Noon rule).
 */
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

const SETTINGS_PATH = '/marketplace-settings';

export function marketplaceSalesRoutes() {
  return apiRoutes(
    serve(MARKETPLACE_SALES_ROUTES.settings, (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<MarketplaceSettingsAnswer>(caller, companyId, SETTINGS_PATH);
    }),
    serve(MARKETPLACE_SALES_ROUTES.save, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<MarketplaceSettingsAnswer>(caller, companyId, `${SETTINGS_PATH}/${params.marketplace}`, { method: 'PUT', body });
    }),
  );
}
