/**
 * A company's API keys in the world, generated on first access from (seed, company): two keys its systems already
 * use, kept, as the service keeps every key, only as a hash. Nobody holds the seeded keys themselves.
 */
import type { ApiKey } from '@contract/api-keys/api-key.api';
import { API_KEY_MARK, API_KEY_SHOWN_PREFIX } from '@contract/api-keys/api-key.api';
import { findCompany } from '../lookups';
import { mixSeed, mulberry32, type Random } from '../prng';
import type { World } from '../world';

export interface ApiKeyRecord extends ApiKey {
  /** SHA-256 of the whole key, hex. */
  hash: string;
}

const DAY_MS = 86_400_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NAMES: Record<'tr' | 'en', readonly [string, string]> = {
  tr: ['ERP entegrasyonu', 'Stok senkronizasyonu'],
  en: ['ERP integration', 'Stock sync'],
};

const randomText = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

/** Ids never clash across companies: companyId × 1,000 + n. */
export const API_KEY_ID_SPACE = 1000;

function seededKeys(world: World, companyId: number, country: string): ApiKeyRecord[] {
  const random = mulberry32(mixSeed(world.seed, companyId, 0x41504b));
  const [erp, stock] = NAMES[country === 'TR' ? 'tr' : 'en'];
  const at = (daysAgo: number, hour: number) => new Date(world.createdAt - daysAgo * DAY_MS - hour * 3_600_000).toISOString();
  return [
    { name: erp, created: at(120 + Math.floor(random() * 60), 3), used: at(1, 2) },
    { name: stock, created: at(20 + Math.floor(random() * 20), 5), used: null },
  ].map(({ name, created, used }, n) => ({
    id: companyId * API_KEY_ID_SPACE + n + 1,
    name,
    prefix: (API_KEY_MARK + randomText(random, ALPHABET, API_KEY_SHOWN_PREFIX - API_KEY_MARK.length)).slice(0, API_KEY_SHOWN_PREFIX),
    createdAt: created,
    lastUsedAt: used,
    hash: randomText(random, '0123456789abcdef', 64),
  }));
}

/** The company's keys, made on first access; undefined for a company the world does not know. */
export function apiKeysOf(world: World, companyId: number): ApiKeyRecord[] | undefined {
  const existing = world.apiKeyBooks[companyId];
  if (existing) return existing;
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const book = seededKeys(world, companyId, company.country);
  world.apiKeyBooks[companyId] = book;
  return book;
}
