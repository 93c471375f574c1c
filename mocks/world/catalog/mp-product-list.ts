/**
 * Marketplace Products over a company's catalogue: one row per variant and marketplace, filtered, counted per status
 * tab, sorted and paged in one pass over typed arrays (mp-product-index.ts), with the rows' statuses as of `now`
 * (mp-product-overlay.ts), so a 50,000-variant catalogue answers fast. Only the page's rows are dressed.
 */
import { campaignInForce, discountedPrice } from '@contract/campaigns/campaign.rules';
import type { Campaign } from '@contract/campaigns/campaign.types';
import { MARKETPLACE_VARIANT_STATUSES, type Variant, type VariantMarketplaceState } from '@contract/catalog/catalog.types';
import {
  MP_PRODUCT_TABS,
  mpProductMatcher,
  variantMatches,
  type MpProductListAnswer,
  type MpProductMatcher,
  type MpProductListQuery,
  type MpProductRow,
} from '@contract/catalog/mp-product.query';
import { activeLockOn } from '@contract/catalog/variant-locks';
import { zeroCounts } from '@contract/lists/list-query';
import { campaignsOf } from '../campaigns/campaign-book';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { marketIndex, mpProductIndex, rowOrder, statusIndex, type MpProductIndex } from './mp-product-index';
import { lockOverlay } from './mp-product-overlay';

/** The campaign in force for the row's variant on its marketplace, with its price. */
function campaignOn(variant: Variant, state: VariantMarketplaceState, campaigns: readonly Campaign[], now: number): MpProductRow['campaign'] {
  const campaign = campaignInForce(variant.id, state.marketplace, campaigns, now);
  return campaign ? { id: campaign.id, name: campaign.name, price: discountedPrice(state.price, campaign.discountRate) } : undefined;
}

function toRow(index: MpProductIndex, variant: Variant, stateAt: number, running: { campaigns: readonly Campaign[]; now: number }): MpProductRow {
  const state = variant.marketplaces[stateAt]!;
  const product = index.productById.get(variant.productId);
  const campaign = campaignOn(variant, state, running.campaigns, running.now);
  return {
    variantId: variant.id,
    productId: variant.productId,
    productName: product?.name ?? '',
    variantName: variant.name,
    sku: variant.sku,
    marketplace: state.marketplace,
    status: state.status,
    price: state.price,
    currency: state.currency,
    lock: activeLockOn(variant.locks, state.marketplace),
    lastSyncAt: state.lastSyncAt,
    message: state.message,
    ...(campaign ? { campaign } : {}),
  };
}

/** Per variant position: 1 when it passes the variant-level filters (a plain loop: typed-array `from` is slow). */
function variantPasses(variants: readonly Variant[], index: MpProductIndex, matcher: MpProductMatcher): Uint8Array {
  const passes = new Uint8Array(variants.length);
  for (let at = 0; at < variants.length; at += 1) if (variantMatches(matcher, variants[at]!.productId, index.lowerSku[at]!)) passes[at] = 1;
  return passes;
}

export function listMpProducts(world: World, companyId: number, query: MpProductListQuery, now: number): MpProductListAnswer {
  const answer: MpProductListAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(MP_PRODUCT_TABS) };
  const catalog = catalogOf(world, companyId);
  if (!catalog) return answer;
  const index = mpProductIndex(catalog);
  const { status, viewed } = lockOverlay(world, catalog, index, now);
  const running = { campaigns: campaignsOf(world, companyId), now };
  const matcher = mpProductMatcher(query);
  const market = matcher.marketplace ? marketIndex(matcher.marketplace) : -1;
  const passes = matcher.sku || matcher.productIds ? variantPasses(catalog.variants, index, matcher) : null;
  const wanted = query.tab === 'all' ? -1 : statusIndex(query.tab);
  const counts = new Int32Array(MARKETPLACE_VARIANT_STATUSES.length);
  const order = rowOrder(catalog, index, query.sort.field);
  const descending = query.sort.direction === 'desc';
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  for (let step = 0; step < order.length; step += 1) {
    const row = order[descending ? order.length - 1 - step : step]!;
    if (market >= 0 && index.rowMarket[row] !== market) continue;
    const at = index.rowVariant[row]!;
    if (passes && passes[at] === 0) continue;
    const rowStatus = status[row]!;
    counts[rowStatus] = counts[rowStatus]! + 1;
    if (wanted >= 0 && rowStatus !== wanted) continue;
    if (answer.total >= first && answer.total < last) answer.items.push(toRow(index, viewed.get(at) ?? catalog.variants[at]!, index.rowState[row]!, running));
    answer.total += 1;
  }
  MARKETPLACE_VARIANT_STATUSES.forEach((name, at) => {
    answer.tabCounts[name] = counts[at]!;
    answer.tabCounts.all += counts[at]!;
  });
  return answer;
}
