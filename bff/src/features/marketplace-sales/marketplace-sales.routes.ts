/**
 * Marketplace Sales (spec §2, §5): the company's sales setup on every marketplace and the save of one, for an admin
 * acting as the seller. The body is checked with the contract's schema before anything travels downstream; the
 * marketplace service refuses a marketplace without the company's global configuration and applies a save to every
 * channel of its group (the Noon rule).
 */
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import { CATALOG_SETTING_ROUTES } from '@contract/downstream/catalog-settings.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function marketplaceSalesRoutes() {
  return apiRoutes(
    serve(MARKETPLACE_SALES_ROUTES.settings, (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_SETTING_ROUTES.listSettings, caller, { params: { companyId } });
    }),
    serve(MARKETPLACE_SALES_ROUTES.save, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_SETTING_ROUTES.saveSetting, caller, { params: { companyId, marketplace: params.marketplace }, body });
    }),
  );
}
