/**
 * Reading a company's catalogue: generated on first access from (world seed, company id) alone, then kept in
 * world.catalogs; the seeded version for the order generator; the sidebar's product counts.
 */
import type { Counts } from '@contract/api/session';
import type { Company } from '@contract/downstream/identity';
import { mixSeed } from '../prng';
import { GENERATED_COMPANY_COUNT, type World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import type { Brand } from '@contract/catalog/taxonomy.types';
import type { CatalogInput } from './generate-context';
import { generateCatalog, seededBrands, seededSettings } from './generate-catalog';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import { catalogKindOf, seededPlan } from './generate-plan';
import { seededTaxonomy } from './taxonomy';
import { DEFAULT_EXCHANGE_RATES } from '../orders/exchange-rates';

function inputOf(world: World, company: Company): CatalogInput {
  const facts = { seed: world.seed, largeCatalog: world.largeCatalog, generatedCount: GENERATED_COMPANY_COUNT };
  return {
    seed: mixSeed(world.seed, company.id, 11),
    company,
    plan: seededPlan(facts, company),
    categories: seededTaxonomy(world).categories,
    createdAt: world.createdAt,
    rates: DEFAULT_EXCHANGE_RATES,
  };
}

function generate(world: World, company: Company): CompanyCatalog {
  return generateCatalog(inputOf(world, company), catalogKindOf(company.id, GENERATED_COMPANY_COUNT));
}

/** The company's brands as they stand: its catalogue's once read, else as seeded (without generating its products). */
export function brandsOf(world: World, company: Company): readonly Brand[] {
  return world.catalogs[company.id]?.brands ?? seededBrands(inputOf(world, company), catalogKindOf(company.id, GENERATED_COMPANY_COUNT));
}

/** The company's marketplace settings as they stand: its catalogue's once read, else as seeded (without generating its products). */
export function settingsOf(world: World, company: Company): readonly MarketplaceSetting[] {
  return world.catalogs[company.id]?.settings ?? seededSettings(inputOf(world, company), catalogKindOf(company.id, GENERATED_COMPANY_COUNT));
}

/** The company's catalogue, generated on first access; undefined for a company the world does not know. */
export function catalogOf(world: World, companyId: number): CompanyCatalog | undefined {
  const existing = world.catalogs[companyId];
  if (existing) return existing;
  const company = world.companies.find((candidate) => candidate.id === companyId);
  if (!company) return undefined;
  const catalog = generate(world, company);
  world.catalogs[companyId] = catalog;
  return catalog;
}

/**
 * The catalogue as seeded, whatever operations did since (orders are generated from it, so an order book never
 * depends on what was done to the catalogue before the book was first read). Not cached once changed.
 */
export function seededCatalogOf(world: World, companyId: number): CompanyCatalog | undefined {
  const current = catalogOf(world, companyId);
  if (!current || current.version === 0) return current;
  return generate(
    world,
    world.companies.find((candidate) => candidate.id === companyId)!,
  );
}

/** The sidebar's product badges from a catalogue already generated (nothing when it was not read yet). */
export function liveProductCounts(world: World, companyId: number): Partial<Pick<Counts, 'activeProducts' | 'deletedProducts'>> {
  const catalog = world.catalogs[companyId];
  if (!catalog) return {};
  let activeProducts = 0;
  let deletedProducts = 0;
  for (const product of catalog.products) {
    if (product.deletedAt !== null) deletedProducts += 1;
    else if (product.status === 'active') activeProducts += 1;
  }
  return { activeProducts, deletedProducts };
}
