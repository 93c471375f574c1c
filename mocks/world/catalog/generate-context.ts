/** What the catalogue generator carries while it builds one company's catalogue, and small helpers it shares. */
import type { Company } from '@contract/downstream/identity';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import type { Brand, SellerCategory } from '@contract/catalog/taxonomy.types';
import type { Random } from '../prng';
import type { ExchangeRates } from '../orders/exchange-rates';
import type { PlannedProduct } from './generate-plan';

/** Ids are `companyId * space + n`, so no two companies share one. */
export const PRODUCT_ID_SPACE = 100_000;
export const VARIANT_ID_SPACE = 1_000_000;
export const BRAND_ID_SPACE = 1_000;

export interface CatalogInput {
  seed: number;
  company: Company;
  plan: readonly PlannedProduct[];
  /** The seeded taxonomy's categories (crossings decide how marketplaces take a product). */
  categories: readonly SellerCategory[];
  createdAt: number;
  rates: ExchangeRates;
}

export interface CatalogContext {
  random: Random;
  input: CatalogInput;
  currency: 'TRY' | 'USD';
  /** The language product names are written in: Turkish for sellers in Turkey, English otherwise. */
  language: 'tr' | 'en';
  /** Letters for SKUs and SPUs (initials of the company name). */
  companyCode: string;
  brands: Brand[];
  /** Per brand (same order), the top-level category code its name belongs to (house and spare brands: null). */
  brandRoots: readonly (string | null)[];
  settings: MarketplaceSetting[];
  enabled: readonly MarketplaceCode[];
  /** The rate of each enabled marketplace. */
  rates: ReadonlyMap<MarketplaceCode, number>;
  variantSeq: number;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

const MINUTE_MS = 60_000;
const minuteTexts = new Map<number, string>();

/** `iso` to the whole minute, with the texts shared (many variants were synced in the same minute). */
export function isoMinute(ms: number): string {
  const minute = Math.floor(ms / MINUTE_MS);
  let text = minuteTexts.get(minute);
  if (text === undefined) {
    text = iso(minute * MINUTE_MS);
    if (minuteTexts.size > 50_000) minuteTexts.clear();
    minuteTexts.set(minute, text);
  }
  return text;
}

export function initialsOf(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0));
  return letters.join('').toUpperCase() || 'CO';
}

/** Prices end in .90 (TRY, whole lira) or .99 (USD). */
export function shelfPrice(amount: number, currency: string): number {
  if (currency === 'TRY') return Math.max(9.9, Math.round(amount / 10) * 10 - 0.1);
  return Math.max(0.99, Math.floor(amount) + 0.99);
}

export const round2 = (amount: number): number => Math.round(amount * 100) / 100;

/** EAN-13 from its first twelve digits. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += (first12.charCodeAt(index) - 48) * (index % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** GS1 prefixes by the seller's country. */
export const GS1_PREFIX: Readonly<Record<string, string>> = { TR: '869', AE: '629', SA: '628', EG: '622', CN: '693' };

const totals = new WeakMap<object, number>();

export function weightedPick<T>(random: Random, table: readonly (readonly [T, number])[]): T {
  let total = totals.get(table);
  if (total === undefined) {
    total = table.reduce((sum, [, weight]) => sum + weight, 0);
    totals.set(table, total);
  }
  let roll = random() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}
