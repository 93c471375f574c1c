/**
 * Marketplace Sales (spec §2, §5): the company's sales setup on every marketplace and the save of one, for an admin
 * acting as the seller. The body is checked with the contract's schema before anything travels downstream; the
 * marketplace service refuses a marketplace without the company's global configuration and applies a save to every
 * channel of its group (the Noon rule).
 */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { settingRefusalCode, type MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { marketplaceSettingSchema } from '@contract/catalog/marketplace-settings';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

const SETTINGS_PATH = '/marketplace-settings';

function marketplaceParam(value: string | undefined): MarketplaceCode {
  if (!MARKETPLACE_CODES.includes(value as MarketplaceCode)) throw new ApiFailure('notFound');
  return value as MarketplaceCode;
}

export function marketplaceSalesRoutes() {
  return new Hono<AppEnv>()
    .get(API.marketplaceSales, policy.can('marketplaceSales.manage'), async (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<MarketplaceSettingsAnswer>(caller, companyId, SETTINGS_PATH));
    })
    .post(`${API.marketplaceSales}/:marketplace`, policy.can('marketplaceSales.manage'), async (c) => {
      const marketplace = marketplaceParam(c.req.param('marketplace'));
      const body = await validBody(c, marketplaceSettingSchema, settingRefusalCode);
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<MarketplaceSettingsAnswer>(caller, companyId, `${SETTINGS_PATH}/${marketplace}`, { method: 'PUT', body }));
    });
}
