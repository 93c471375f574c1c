/**
 * A company's orders, packages, locks, added logs and invoice files. Generated on first access from (world seed,
 * company id) alone, so the order in which companies are visited never changes what they hold.
 */
import type { MarketplaceLock, Order } from '@contract/orders/order.types';
import type { MarketplaceLog } from '@contract/logs/log.types';
import type { Package } from '@contract/packages/package.types';
import { DEMO_COMPANIES } from '../demo-accounts';
import { findCompany, findUser } from '../lookups';
import { mixSeed, mulberry32, randomInt } from '../prng';
import { GENERATED_COMPANY_COUNT, type World } from '../world';
import { seededCatalogOf } from '../catalog/catalog-access';
import { salePoolsOf } from './catalogue';
import { generateOrderBook } from './generate-orders';
import { DEFAULT_EXCHANGE_RATES } from './exchange-rates';

export interface InvoiceFile {
  fileName: string;
  contentBase64: string;
}

export interface CompanyOrderBook {
  companyId: number;
  /** Ascending id, which is also ascending order date. */
  orders: Order[];
  /** Ascending id. */
  packages: Package[];
  /** Every Incorrect Pricing lock ever taken (their state is read as of the caller's clock). */
  locks: MarketplaceLock[];
  /** Logs written by operations, per order id (the seeded ones are derived on read). */
  addedLogs: Record<number, MarketplaceLog[]>;
  invoiceFiles: Record<number, InvoiceFile>;
  nextPackageSeq: number;
  /** Bumped when rows are removed; the lookup indexes rebuild then. */
  version: number;
}

const FIRST_COMPANY_ID = 1001;
const DEMO_IDS: ReadonlySet<number> = new Set(DEMO_COMPANIES.map((company) => company.id));

function isSeededCompany(companyId: number): boolean {
  return companyId >= FIRST_COMPANY_ID && companyId < FIRST_COMPANY_ID + DEMO_IDS.size + GENERATED_COMPANY_COUNT;
}

export function seededOrderCount(world: Pick<World, 'seed' | 'largeOrders'>, companyId: number): number {
  if (world.largeOrders?.companyId === companyId) return world.largeOrders.count;
  if (!isSeededCompany(companyId)) return 0;
  const random = mulberry32(mixSeed(world.seed, companyId, 1));
  return DEMO_IDS.has(companyId) ? randomInt(random, 2900, 3100) : randomInt(random, 1000, 3000);
}

/** The company's book, generated on first access; undefined for a company the world does not know. */
export function orderBookOf(world: World, companyId: number): CompanyOrderBook | undefined {
  const existing = world.orderBooks[companyId];
  if (existing) return existing;
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const owner = findUser(world, company.ownerUserId);
  const book = generateOrderBook({
    seed: mixSeed(world.seed, companyId, 2),
    company,
    sellerName: owner ? `${owner.firstName} ${owner.lastName}` : company.name,
    createdAt: world.createdAt,
    count: seededOrderCount(world, companyId),
    rates: DEFAULT_EXCHANGE_RATES,
    pools: salePoolsOf(seededCatalogOf(world, companyId)!),
  });
  world.orderBooks[companyId] = book;
  return book;
}
