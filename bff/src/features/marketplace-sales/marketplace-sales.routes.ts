/**
 * Marketplace Sales (spec §2, §5): the company's sales setup on every marketplace and the save of one, for an admin
 * acting as the seller. The body is checked with the contract's schema before anything travels downstream; the
 * marketplace service refuses a marketplace without the company's global configuration and applies a save to every
 * channel of its group (the Noon rule).
 */
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import { CATALOG_SETTING_ROUTES } from '@contract/downstream/catalog-settings.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward } from '../../lib/forward';

export function marketplaceSalesRoutes() {
  return apiRoutes(
    forward(MARKETPLACE_SALES_ROUTES.settings, CATALOG_SETTING_ROUTES.listSettings),
    forward(MARKETPLACE_SALES_ROUTES.save, CATALOG_SETTING_ROUTES.saveSetting, { params: ({ marketplace }) => ({ marketplace }) }),
  );
}
