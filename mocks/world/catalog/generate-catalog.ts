/** Generates one company's catalogue from its plan: settings, brands, products, variants, ratings, restrictions. */
import { DAY_MS } from '@contract/lists/date-range';
import type { ProductRating, Product, Variant } from '@contract/catalog/catalog.types';
import type { Brand } from '@contract/catalog/taxonomy.types';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import { mulberry32, randomInt } from '../prng';
import type { CompanyCatalog } from './catalog-book';
import { brandsFor, rootOfBrand } from './generate-brands';
import { BRAND_ID_SPACE, initialsOf, PRODUCT_ID_SPACE, VARIANT_ID_SPACE, type CatalogContext, type CatalogInput } from './generate-context';
import type { CatalogKind } from './generate-plan';
import { draftProduct } from './generate-products';
import { ratingOf, restrictedFor, settingsFor } from './generate-settings';
import { variantsOf } from './generate-variants';
import { FIRST_CATEGORY_ID } from './taxonomy-tree';

const RATED_SHARE = 0.55;
/** Products were listed over the last two and a half years. */
const OLDEST_PRODUCT_DAYS = 900;

function rootsByUse(input: CatalogInput): string[] {
  const uses = new Map<string, number>();
  for (const { leaf } of input.plan) uses.set(leaf.codes[0]!, (uses.get(leaf.codes[0]!) ?? 0) + 1);
  return [...uses].sort((a, b) => b[1] - a[1]).map(([root]) => root);
}

function brandCount(random: () => number, kind: CatalogKind, planned: number): number {
  if (planned === 0) return 0;
  return kind === 'demo' ? randomInt(random, 18, 30) : randomInt(random, 10, 22);
}

/** What a catalogue draws first from its random stream: its settings and brands (read alone by the staff's brand tools). */
function catalogHead(random: () => number, input: CatalogInput, kind: CatalogKind) {
  const { company, createdAt, plan } = input;
  const settings = settingsFor(random, company, kind, createdAt);
  const brands = brandsFor(random, company, rootsByUse(input), brandCount(random, kind, plan.length), createdAt);
  return { settings, brands };
}

/** The brands generateCatalog would give the company, without generating its products. */
export function seededBrands(input: CatalogInput, kind: CatalogKind): Brand[] {
  return catalogHead(mulberry32(input.seed), input, kind).brands;
}

/** The marketplace settings generateCatalog would give the company, without generating its products (the staff's rate caps). */
export function seededSettings(input: CatalogInput, kind: CatalogKind): MarketplaceSetting[] {
  return catalogHead(mulberry32(input.seed), input, kind).settings;
}

export function generateCatalog(input: CatalogInput, kind: CatalogKind): CompanyCatalog {
  const random = mulberry32(input.seed);
  const { company, createdAt, plan } = input;
  const { settings, brands } = catalogHead(random, input, kind);
  const enabled = settings.filter((setting) => setting.enabled);
  const context: CatalogContext = {
    random,
    input,
    currency: company.country === 'TR' ? 'TRY' : 'USD',
    language: company.country === 'TR' ? 'tr' : 'en',
    companyCode: initialsOf(company.name),
    brands,
    brandRoots: brands.map((brand) => rootOfBrand(brand.name)),
    settings,
    enabled: enabled.map((setting) => setting.marketplace),
    rates: new Map(enabled.map((setting) => [setting.marketplace, setting.rate])),
    variantSeq: 0,
  };
  const times = Float64Array.from(plan, () => createdAt - (2 + random() * (OLDEST_PRODUCT_DAYS - 2)) * DAY_MS).sort();
  const products: Product[] = [];
  const variants: Variant[] = [];
  const deletedVariants: Variant[] = [];
  const ratings: Record<number, ProductRating[]> = {};
  plan.forEach((planned, index) => {
    const crossings = input.categories[planned.leaf.id - FIRST_CATEGORY_ID]?.crossings ?? [];
    const draft = draftProduct(context, planned, index + 1, times[index]!, crossings);
    const made = variantsOf(context, draft);
    products.push(draft.product);
    if (planned.deleted) {
      deletedVariants.push(...made);
      return;
    }
    variants.push(...made);
    const rated = context.enabled.filter((code) =>
      made.some((variant) => variant.marketplaces.some((state) => state.marketplace === code && state.remoteId !== null)),
    );
    const productRatings = rated.filter(() => random() < RATED_SHARE).map((code) => ratingOf(random, code));
    if (productRatings.length) ratings[draft.product.id] = productRatings;
  });
  return {
    companyId: company.id,
    currency: context.currency,
    products,
    variants,
    deletedVariants,
    brands: context.brands,
    restricted: restrictedFor(random, plan, createdAt),
    settings,
    ratings,
    addedLogs: {},
    nextProductId: company.id * PRODUCT_ID_SPACE + products.length + 1,
    nextVariantId: company.id * VARIANT_ID_SPACE + context.variantSeq + 1,
    nextBrandId: company.id * BRAND_ID_SPACE + context.brands.length + 1,
    version: 0,
  };
}
