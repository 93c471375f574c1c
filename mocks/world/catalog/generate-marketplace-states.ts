/**
 * A variant's state on each enabled marketplace. A product whose category is crossed there is mostly salable; one
 * whose category is not crossed sits in the marketplace's catalogue pipeline. A few variants carry a lock the
 * marketplace itself set (with no end, or lifted already); Incorrect Pricing locks come from the orders instead.
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { MarketplaceVariantStatus, VariantLock, VariantMarketplaceState } from '@contract/catalog/catalog.types';
import type { CategoryCrossing } from '@contract/catalog/taxonomy.types';
import { MARKETPLACES } from '../marketplaces';
import { HOUR_MS } from '../orders/generation-context';
import { pick, type Random } from '../prng';
import { iso, isoMinute, round2, weightedPick, type CatalogContext } from './generate-context';

type Table = readonly (readonly [MarketplaceVariantStatus, number])[];

const CROSSED: Table = [
  ['salable', 86],
  ['inactive', 4],
  ['review', 3],
  ['ready_for_sale', 3],
  ['processing', 2],
  ['matching', 1.5],
  ['suspended', 1.5],
  ['frozen', 1.2],
  ['error', 1.5],
  ['missing_information', 2],
  ['task_opened', 1.2],
  ['catalog_process', 1],
  ['pre_catalog_matching', 0.8],
];
const NOT_CROSSED: Table = [
  ['missing_information', 30],
  ['catalog_process', 20],
  ['pre_catalog_matching', 20],
  ['matching', 12],
  ['task_opened', 10],
  ['error', 8],
];
/** States in which the marketplace has a listing (and so its own id for it). */
const LISTED: ReadonlySet<MarketplaceVariantStatus> = new Set([
  'salable',
  'inactive',
  'locked',
  'unLocked',
  'suspended',
  'frozen',
  'ready_for_sale',
  'review',
  'error',
]);

const MESSAGES: Readonly<Record<'tr' | 'en', Partial<Record<MarketplaceVariantStatus, readonly string[]>>>> = {
  tr: {
    review: ['Ürün içerik kontrolünde.', 'Marka yetki belgesi inceleniyor.'],
    error: [
      'Görsel çözünürlüğü 500x500 pikselin altında.',
      'Barkod başka bir satıcı tarafından kullanılıyor.',
      'Fiyat kategori için izin verilen aralığın dışında.',
    ],
    missing_information: ['Zorunlu özellik eksik: {attribute}.', 'Kategori eşleşmesi bulunamadı.'],
  },
  en: {
    review: ['Listing is under content review.', 'Brand authorisation is being reviewed.'],
    error: [
      'Image resolution is below 500x500 px.',
      'The barcode is already used by another seller.',
      'The price is outside the range allowed for the category.',
    ],
    missing_information: ['Mandatory attribute missing: {attribute}.', 'No matching category found.'],
  },
};

const MARKETPLACE_LOCKS = ['Counterfeit complaint under review', 'Brand authorisation requested by the marketplace', 'Price check by the marketplace'];

const CURRENCY = new Map(MARKETPLACES.map((marketplace) => [marketplace.code, marketplace.currency]));

export interface ProductListing {
  /** Per marketplace: the product's usual state there and the crossing of its category (if any). */
  base: Map<MarketplaceCode, MarketplaceVariantStatus>;
  crossings: Map<MarketplaceCode, CategoryCrossing | undefined>;
}

export function productListing(context: CatalogContext, crossings: readonly CategoryCrossing[]): ProductListing {
  const base = new Map<MarketplaceCode, MarketplaceVariantStatus>();
  const byCode = new Map<MarketplaceCode, CategoryCrossing | undefined>();
  for (const code of context.enabled) {
    const crossing = crossings.find((candidate) => candidate.marketplace === code);
    byCode.set(code, crossing);
    base.set(code, weightedPick(context.random, crossing?.status === 'crossed' ? CROSSED : NOT_CROSSED));
  }
  return { base, crossings: byCode };
}

function remoteIdOf(code: MarketplaceCode, variantId: number): string {
  if (code === 'hepsiburada') return `HBCV${variantId.toString(36).toUpperCase().padStart(8, '0')}`;
  if (code === 'trendyol') return String(600_000_000 + ((variantId * 7) % 399_999_999));
  return `N${String((variantId * 13) % 10_000_000_000).padStart(10, '0')}A`;
}

function messageOf(random: Random, code: MarketplaceCode, status: MarketplaceVariantStatus, crossing: CategoryCrossing | undefined): string | null {
  const list = MESSAGES[code === 'hepsiburada' || code === 'trendyol' ? 'tr' : 'en'][status];
  if (!list) return null;
  const text = pick(random, list);
  const named = crossing?.attributes.find((attribute) => attribute.status === 'uncrossed') ?? crossing?.attributes[0];
  return text.includes('{attribute}') ? (named ? text.replace('{attribute}', named.remoteAttributeName) : list[1]!) : text;
}

export interface VariantFacts {
  id: number;
  price: number;
  active: boolean;
}

/** The variant's states on the enabled marketplaces; marketplace locks are pushed onto `locks`. */
export function marketplaceStates(context: CatalogContext, listing: ProductListing, variant: VariantFacts, locks: VariantLock[]): VariantMarketplaceState[] {
  const { random, input } = context;
  const states: VariantMarketplaceState[] = [];
  const toEur = input.rates[context.currency]!.EUR;
  for (const code of context.enabled) {
    const crossing = listing.crossings.get(code);
    let status = random() < 0.85 ? listing.base.get(code)! : weightedPick(random, crossing?.status === 'crossed' ? CROSSED : NOT_CROSSED);
    if (!variant.active && LISTED.has(status)) status = 'inactive';
    const lockRoll = random();
    if (lockRoll < 0.007 && LISTED.has(status)) {
      const lifted = lockRoll < 0.003;
      const lockedAt = input.createdAt - (lifted ? 20 + random() * 40 : 1 + random() * 30) * DAY_MS;
      locks.push({
        marketplace: code,
        lockedAt: iso(lockedAt),
        lockReason: pick(random, MARKETPLACE_LOCKS),
        until: lifted ? iso(lockedAt + 14 * DAY_MS) : null,
        state: lifted ? 'unLocked' : 'locked',
      });
      status = lifted ? 'unLocked' : 'locked';
    }
    const currency = CURRENCY.get(code)!;
    const rate = context.rates.get(code)!;
    const listed = LISTED.has(status);
    states.push({
      marketplace: code,
      status,
      price: round2((variant.price * (1 + rate / 100) * toEur) / input.rates[currency]!.EUR),
      currency,
      remoteId: listed ? remoteIdOf(code, variant.id) : null,
      lastSyncAt: listed || random() < 0.5 ? isoMinute(input.createdAt - (1 + random() * 70) * HOUR_MS) : null,
      message: messageOf(random, code, status, crossing),
    });
  }
  return states;
}
