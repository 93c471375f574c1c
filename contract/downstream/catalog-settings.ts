/**
 * The marketplace service's sales setup and marketplace-product list, under /v1/companies/:companyId (JWT bearer
 * scoped to the company, like contract/downstream/marketplace.ts). Refusals answer `{ error: <ErrorCode>, message }`:
 * 400 for a body that breaks marketplaceSettingSchema (marketplaceRateInvalid, shippingProviderRequired, validation),
 * 409 marketplaceNotConfigured, 403 when the token may not write settings, 404 for an unknown marketplace.
 */
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '../catalog/marketplace-settings.api';
import type { MpProductListAnswer } from '../catalog/mp-product.query';

export interface CatalogSettingsApi {
  /** GET /marketplace-settings — readable by the company's own tokens and by staff. */
  listSettings: { answer: MarketplaceSettingsAnswer };
  /**
   * PUT /marketplace-settings/:marketplace — only staff: an admin acting as the seller (a token with `act`) or an admin
   * token. Applies to every channel of the marketplace's group and answers every setting.
   */
  saveSetting: { body: MarketplaceSettingBody; answer: MarketplaceSettingsAnswer };
  /** GET /mp-products — the query keys of contract/catalog/mp-product.query.ts; pages up to SERVICE_PAGE_SIZE_MAX. */
  listMpProducts: { answer: MpProductListAnswer };
}
