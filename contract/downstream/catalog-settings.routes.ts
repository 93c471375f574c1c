/**
 * The marketplace service's sales setup and marketplace-product list, under /v1/companies/:companyId (JWT bearer
 * scoped to the company, like marketplace.ts). Refusals answer `{ error: <ErrorCode>, message }`: 400 for a body that
 * breaks marketplaceSettingSchema (marketplaceRateInvalid, shippingProviderRequired, validation), 409
 * marketplaceNotConfigured, 403 when the token may not write settings, 404 for an unknown marketplace.
 */
import { answer, param, policy, route } from '../api/route-def';
import { marketplaceSettingSchema } from '../catalog/marketplace-settings';
import type { MarketplaceSettingsAnswer } from '../catalog/marketplace-settings.api';
import { mpProductFilterProblems, mpProductQueryToRaw, parseMpProductQuery, type MpProductListAnswer } from '../catalog/mp-product.query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const SETTINGS = '/v1/companies/:companyId/marketplace-settings';

export const CATALOG_SETTING_ROUTES = serviceRoutes('marketplace', {
  /** Readable by the company's own tokens and by staff. */
  listSettings: route.get(SETTINGS, { answer: answer<MarketplaceSettingsAnswer>(), policy: token }),
  /**
   * Only staff: an admin acting as the seller (a token with `act`) or an admin token. Applies to every channel of the
   * marketplace's group and answers every setting.
   */
  saveSetting: route.put(`${SETTINGS}/:marketplace`, {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: marketplaceSettingSchema,
    answer: answer<MarketplaceSettingsAnswer>(),
    policy: token,
  }),
  listMpProducts: route.get('/v1/companies/:companyId/mp-products', {
    query: serviceListQuery(parseMpProductQuery, mpProductQueryToRaw, mpProductFilterProblems),
    answer: answer<MpProductListAnswer>(),
    policy: token,
  }),
});
