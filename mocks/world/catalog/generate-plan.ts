/**
 * The outline of a company's seeded catalogue: how many products, in which leaf categories, with how many variants,
 * which are deleted or inactive. Cheap (fixed data and one seeded stream), so the world can count a company's
 * products at creation without generating its catalogue; the generator fills the outline in.
 */
import type { CatalogStatus } from '@contract/catalog/catalog.types';
import type { Company } from '@contract/downstream/identity';
import { DEMO_COMPANIES } from '../demo-accounts';
import { mixSeed, mulberry32, pick, randomInt, type Random } from '../prng';
import type { LargeCatalog } from './catalog-book';
import { leavesUnder } from './taxonomy-static';
import type { StaticCategory } from './taxonomy-tree';

type Range = readonly (readonly [string, number])[];

export interface PlannedProduct {
  leaf: StaticCategory;
  variantCount: number;
  deleted: boolean;
  status: CatalogStatus;
}

export interface PlanInput {
  seed: number;
  company: Pick<Company, 'id' | 'name'>;
  /** Demo companies get 250–500 products, generated ones 80–300, others (registered) none. */
  kind: 'demo' | 'generated' | 'empty';
  /** Exactly this many live variants (the benchmark company), whatever the kind. */
  variantCount?: number;
}

const DEMO_RANGES: Readonly<Record<number, Range>> = {
  1001: [
    ['women', 34],
    ['men', 24],
    ['kids', 10],
    ['home-textiles', 22],
    ['accessories', 10],
  ],
  1002: [
    ['kitchen', 45],
    ['home-textiles', 15],
    ['decor', 18],
    ['lighting', 12],
    ['storage', 10],
  ],
  1003: [
    ['electronics', 88],
    ['personal-care-appliances', 12],
  ],
};

/** By the last word(s) of a generated company's name (mocks/world/generate-companies.ts). */
const RANGES_BY_NAME: Readonly<Record<string, Range>> = {
  Tekstil: [
    ['fashion', 75],
    ['home-textiles', 25],
  ],
  Home: [['home', 100]],
  Electronics: [['electronics', 100]],
  Kozmetik: [['cosmetics', 100]],
  Toys: [
    ['kids', 40],
    ['team-sports', 30],
    ['gaming', 30],
  ],
  Outdoor: [
    ['camping', 50],
    ['cycling', 25],
    ['sports-shoes', 25],
  ],
  Mobilya: [
    ['decor', 40],
    ['lighting', 35],
    ['storage', 25],
  ],
  Gıda: [['kitchen', 100]],
  Sports: [['sports', 100]],
  Books: [
    ['decor', 40],
    ['accessories', 30],
    ['computers', 30],
  ],
  'Pet Supply': [
    ['storage', 50],
    ['home-textiles', 50],
  ],
  Jewellery: [
    ['jewellery', 60],
    ['accessories', 40],
  ],
};
const FALLBACK_RANGE: Range = [
  ['home', 50],
  ['fashion', 50],
];

const VARIANT_COUNTS: Range = [
  ['1', 10],
  ['2', 8],
  ['3', 10],
  ['4', 12],
  ['5', 12],
  ['6', 12],
  ['7', 10],
  ['8', 10],
  ['9', 8],
  ['10', 8],
];
const DELETED_SHARE = 0.06;
const ACTIVE_SHARE = 0.9;

function weighted(random: Random, table: Range): string {
  let roll = random() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}

export function rangeOf(company: Pick<Company, 'id' | 'name'>): Range {
  const demo = DEMO_RANGES[company.id];
  if (demo) return demo;
  const ending = Object.keys(RANGES_BY_NAME).find((word) => company.name.endsWith(` ${word}`));
  return ending ? RANGES_BY_NAME[ending]! : FALLBACK_RANGE;
}

function plannedProduct(random: Random, range: Range): PlannedProduct {
  const leaf = pick(random, leavesUnder(weighted(random, range)));
  const variantCount = Math.min(Number(weighted(random, VARIANT_COUNTS)), leaf.maxVariants);
  const deleted = random() < DELETED_SHARE;
  const status: CatalogStatus = !deleted && random() < ACTIVE_SHARE ? 'active' : 'inactive';
  return { leaf, variantCount, deleted, status };
}

export function planCatalog({ seed, company, kind, variantCount }: PlanInput): PlannedProduct[] {
  const random = mulberry32(mixSeed(seed, company.id, 10));
  const range = rangeOf(company);
  const products: PlannedProduct[] = [];
  if (variantCount !== undefined) {
    let remaining = variantCount;
    while (remaining > 0) {
      const product = plannedProduct(random, range);
      if (!product.deleted) {
        product.variantCount = Math.min(product.variantCount, remaining);
        remaining -= product.variantCount;
      }
      products.push(product);
    }
    return products;
  }
  const count = kind === 'demo' ? randomInt(random, 300, 500) : kind === 'generated' ? randomInt(random, 80, 300) : 0;
  for (let index = 0; index < count; index += 1) products.push(plannedProduct(random, range));
  return products;
}

/** The sidebar badges the plan gives: active = live and active products, deleted = deleted products. */
export function plannedProductCounts(plan: readonly PlannedProduct[]): { activeProducts: number; deletedProducts: number } {
  let activeProducts = 0;
  let deletedProducts = 0;
  for (const product of plan) {
    if (product.deleted) deletedProducts += 1;
    else if (product.status === 'active') activeProducts += 1;
  }
  return { activeProducts, deletedProducts };
}

export type CatalogKind = PlanInput['kind'];
const DEMO_IDS: ReadonlySet<number> = new Set(DEMO_COMPANIES.map((company) => company.id));
const FIRST_GENERATED_ID = 1001 + DEMO_COMPANIES.length;

/** Demo companies, the world's generated companies (ids right after them), or a company registered later. */
export function catalogKindOf(companyId: number, generatedCount: number): CatalogKind {
  if (DEMO_IDS.has(companyId)) return 'demo';
  return companyId >= FIRST_GENERATED_ID && companyId < FIRST_GENERATED_ID + generatedCount ? 'generated' : 'empty';
}

export interface SeedFacts {
  seed: number;
  largeCatalog: LargeCatalog | null;
  generatedCount: number;
}

/** The plan of a company as the world seeds it (the large catalogue's company gets its exact variant count). */
export function seededPlan(facts: SeedFacts, company: Pick<Company, 'id' | 'name'>): PlannedProduct[] {
  const large = facts.largeCatalog?.companyId === company.id ? facts.largeCatalog.variantCount : undefined;
  return planCatalog({
    seed: facts.seed,
    company,
    kind: catalogKindOf(company.id, facts.generatedCount),
    ...(large === undefined ? {} : { variantCount: large }),
  });
}
