/** A campaign's variants: their prices with the campaign's discount, the variant search, adding by hand and the SKU file's rows. */
import type { AddCampaignVariantsBody, CampaignVariantRow, CampaignVariantSearchAnswer } from '@contract/campaigns/campaign.api';
import { campaignActionRefusal, campaignStateAt, discountedPrice, overlappingCampaign } from '@contract/campaigns/campaign.rules';
import type { Campaign } from '@contract/campaigns/campaign.types';
import type { Variant } from '@contract/catalog/catalog.types';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowsBody } from '@contract/downstream/catalog-imports';
import type { CampaignSkuRow } from '@contract/imports/campaign-sku.rules';
import { textMatcher } from '@contract/text-search';
import { catalogOf } from '../catalog/catalog-access';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { campaignsOf } from './campaign-book';

/** Variants a search shows at most. */
const SEARCH_LIMIT = 20;

const liveVariants = (world: World, companyId: number): Variant[] => catalogOf(world, companyId)?.variants ?? [];

export function campaignVariantRows(world: World, campaign: Campaign): CampaignVariantRow[] {
  const byId = new Map(liveVariants(world, campaign.companyId).map((variant) => [variant.id, variant]));
  return campaign.variantIds.flatMap((id) => {
    const variant = byId.get(id);
    if (!variant) return [];
    const prices = variant.marketplaces
      .filter((state) => campaign.marketplaces.includes(state.marketplace))
      .map((state) => ({
        marketplace: state.marketplace,
        price: state.price,
        currency: state.currency,
        discounted: discountedPrice(state.price, campaign.discountRate),
      }));
    return [{ id: variant.id, sku: variant.sku, name: variant.name, prices }];
  });
}

export function searchCampaignVariants(world: World, campaign: Campaign, q: string): CampaignVariantSearchAnswer {
  const matches = textMatcher(q);
  const items = liveVariants(world, campaign.companyId)
    .filter((variant) => !campaign.variantIds.includes(variant.id) && matches(variant.sku, variant.name, variant.barcode))
    .slice(0, SEARCH_LIMIT)
    .map(({ id, sku, name }) => ({ id, sku, name }));
  return { items };
}

/** Adds chosen variants to a Pending campaign; none is added if one is unknown or already in an overlapping campaign. */
export function addCampaignVariants(world: World, campaign: Campaign, body: AddCampaignVariantsBody, now: number): Refusal | null {
  const refused = campaignActionRefusal('addVariants', campaignStateAt(campaign, now).state);
  if (refused) return refusal(refused);
  const known = new Set(liveVariants(world, campaign.companyId).map((variant) => variant.id));
  if (body.variantIds.some((id) => !known.has(id))) return refusal('validation', { variantIds: 'validation.variantUnknown' });
  const others = campaignsOf(world, campaign.companyId);
  if (body.variantIds.some((id) => overlappingCampaign(id, campaign, others, now))) return refusal('campaignOverlap');
  campaign.variantIds = [...new Set([...campaign.variantIds, ...body.variantIds])];
  return null;
}

const SKU = 'SKU';

/** The Upload SKU file's rows, row by row: the SKU must name a live variant in no overlapping campaign; only a Pending campaign takes them. */
export function applyCampaignSkuRows(world: World, campaign: Campaign, body: ImportRowsBody<CampaignSkuRow>, now: number): ImportApplyAnswer {
  const pending = !campaignActionRefusal('uploadSkus', campaignStateAt(campaign, now).state);
  const catalog = catalogOf(world, campaign.companyId);
  const bySku = new Map(liveVariants(world, campaign.companyId).map((variant) => [variant.sku, variant]));
  const others = campaignsOf(world, campaign.companyId);
  const results = body.rows.map((row): ImportApplyResult => {
    const variant = bySku.get(row.sku);
    if (!variant) return { ok: false, reasons: [{ code: 'imports.reasons.skuUnknown', column: SKU }] };
    const product = catalog?.products.find((candidate) => candidate.id === variant.productId);
    const found = { productId: variant.productId, productName: product?.name ?? null, syncSku: variant.extraSku ?? variant.sku };
    if (!pending) return { ok: false, reasons: [{ code: 'imports.reasons.campaignNotPending', column: SKU }], ...found };
    const other = overlappingCampaign(variant.id, campaign, others, now);
    if (other) return { ok: false, reasons: [{ code: 'imports.reasons.campaignOverlap', column: SKU, params: { campaign: other.name } }], ...found };
    if (!row.checkOnly && !campaign.variantIds.includes(variant.id)) campaign.variantIds.push(variant.id);
    return { ok: true, variantId: variant.id, productId: variant.productId, productName: found.productName ?? '', syncSku: found.syncSku };
  });
  return { results };
}
