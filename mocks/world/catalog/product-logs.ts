/**
 * Marketplace logs of products and variants (contract/logs/log.types.ts): 1–3 seeded ones per product and per variant,
 * derived on read from (seed, company, reference), plus the ones operations append. `catalogLogs` is the one query:
 * Product edit asks for one product's, the marketplace logs report for a whole company's.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { LogLevel, MarketplaceLog } from '@contract/logs/log.types';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { ProductLogsAnswer } from '@contract/catalog/product.api';
import { mixSeed, mulberry32, pick, randomInt, type Random } from '../prng';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { catalogOf } from './catalog-access';

export type CatalogReference = { type: 'product'; id: number } | { type: 'variant'; id: number };

/** Ids never meet the order logs' (order id × 1000 + n, below 10^13): products from 3·10^15, variants from 4·10^15. */
const ID_BASE = { product: 3e15, variant: 4e15 } as const;
const PER_REFERENCE = 1000;
const FIRST_ADDED_INDEX = 10;
const MINUTE = 60_000;

type Line<T> = [LogLevel, (subject: T, marketplace: string) => string];
const PRODUCT_LINES: readonly Line<Product>[] = [
  ['info', (product, name) => `Product ${product.spu} sent to ${name}.`],
  ['info', (product, name) => `${name} accepted the category ${product.categoryName.en}.`],
  ['warning', (_product, name) => `${name} asked for a longer description; the current one was kept.`],
  ['info', (product, name) => `Brand ${product.brandName} matched on ${name}.`],
];
const VARIANT_LINES: readonly Line<Variant>[] = [
  ['info', (variant, name) => `Variant ${variant.sku} listed on ${name}.`],
  ['info', (variant, name) => `Price and stock of ${variant.sku} synced to ${name} (stock ${variant.stock}).`],
  ['warning', (variant, name) => `${name} rejected an image of ${variant.sku}: below the minimum size.`],
  ['error', (variant, name) => `Sync of ${variant.sku} to ${name} failed: gateway timeout. It will be retried.`],
  ['info', (variant, name) => `Barcode ${variant.barcode} of ${variant.sku} verified by ${name}.`],
];

function hashOf(random: Random): string {
  return Array.from({ length: 4 }, () =>
    Math.floor(random() * 0x10000)
      .toString(16)
      .padStart(4, '0'),
  ).join('');
}

function channelName(world: World, code: MarketplaceCode): string {
  return world.marketplaces.find((marketplace) => marketplace.code === code)?.name ?? code;
}

function entry(
  reference: CatalogReference,
  index: number,
  at: number,
  marketplace: MarketplaceCode,
  level: LogLevel,
  text: string,
  hash: string,
): MarketplaceLog {
  return {
    id: ID_BASE[reference.type] + reference.id * PER_REFERENCE + index,
    log: text,
    date: new Date(at).toISOString(),
    marketplace,
    referenceId: String(reference.id),
    referenceType: reference.type,
    level,
    hash,
  };
}

function seeded<T>(world: World, catalog: CompanyCatalog, reference: CatalogReference, subject: T, lines: readonly Line<T>[], since: string): MarketplaceLog[] {
  const marketplaces = catalog.settings.filter((setting) => setting.enabled).map((setting) => setting.marketplace);
  if (marketplaces.length === 0) return [];
  const random = mulberry32(mixSeed(world.seed, catalog.companyId, reference.type === 'product' ? 1 : 2, reference.id));
  let at = Date.parse(since);
  return Array.from({ length: randomInt(random, 1, 3) }, (_unused, index) => {
    const marketplace = pick(random, marketplaces);
    const [level, text] = index === 0 ? lines[0]! : pick(random, lines);
    at += randomInt(random, 5, 600) * MINUTE;
    return entry(reference, index, at, marketplace, level, text(subject, channelName(world, marketplace)), hashOf(random));
  });
}

const keyOf = (reference: CatalogReference) => `${reference.type}:${reference.id}`;

/** A reference's logs, seeded (from `since`, the product's creation) and added, in no particular order. */
function productLogsOf(world: World, catalog: CompanyCatalog, product: Product): MarketplaceLog[] {
  const reference: CatalogReference = { type: 'product', id: product.id };
  return [...seeded(world, catalog, reference, product, PRODUCT_LINES, product.createdAt), ...(catalog.addedLogs[keyOf(reference)] ?? [])];
}

function variantLogsOf(world: World, catalog: CompanyCatalog, variant: Variant, since: string): MarketplaceLog[] {
  const reference: CatalogReference = { type: 'variant', id: variant.id };
  return [...seeded(world, catalog, reference, variant, VARIANT_LINES, since), ...(catalog.addedLogs[keyOf(reference)] ?? [])];
}

export interface CatalogLogFilter {
  /** Only these products, with their variants (live and deleted). */
  productIds?: readonly number[];
  marketplace?: MarketplaceCode;
  level?: LogLevel;
  /** [from, to) in ms. */
  from?: number;
  to?: number;
}

const newestFirst = (a: MarketplaceLog, b: MarketplaceLog) => b.date.localeCompare(a.date) || b.id - a.id;

/** The company's product and variant logs that pass the filter, newest first. */
export function catalogLogs(world: World, catalog: CompanyCatalog, filter: CatalogLogFilter = {}): MarketplaceLog[] {
  const wanted = filter.productIds ? new Set(filter.productIds) : null;
  const logs: MarketplaceLog[] = [];
  const createdAt = new Map<number, string>();
  for (const product of catalog.products) {
    if (wanted && !wanted.has(product.id)) continue;
    createdAt.set(product.id, product.createdAt);
    logs.push(...productLogsOf(world, catalog, product));
  }
  for (const variant of [...catalog.variants, ...catalog.deletedVariants]) {
    const since = createdAt.get(variant.productId);
    if (since !== undefined) logs.push(...variantLogsOf(world, catalog, variant, since));
  }
  return logs
    .filter(
      (log) =>
        (!filter.marketplace || log.marketplace === filter.marketplace) &&
        (!filter.level || log.level === filter.level) &&
        (filter.from === undefined || Date.parse(log.date) >= filter.from) &&
        (filter.to === undefined || Date.parse(log.date) < filter.to),
    )
    .sort(newestFirst);
}

export function productLogs(world: World, companyId: number, productId: number): ProductLogsAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog?.products.some((product) => product.id === productId)) return undefined;
  return { items: catalogLogs(world, catalog, { productIds: [productId] }) };
}

/** Writes one log per marketplace the company sells on (none when it sells nowhere). */
export function appendCatalogLog(
  world: World,
  catalog: CompanyCatalog,
  reference: CatalogReference,
  text: string,
  now: number,
  level: LogLevel = 'info',
): void {
  const key = keyOf(reference);
  const added = (catalog.addedLogs[key] ??= []);
  for (const setting of catalog.settings.filter((candidate) => candidate.enabled)) {
    const index = FIRST_ADDED_INDEX + added.length;
    const random = mulberry32(mixSeed(world.seed, reference.id, index));
    added.push(
      entry(reference, index, now, setting.marketplace, level, text.replace('{marketplace}', channelName(world, setting.marketplace)), hashOf(random)),
    );
  }
}
