/**
 * A company's Excel import book (spec §4 "Import can be suspended temporarily or banned for a company", §5 daily
 * limits): the state staff set, and the day's counters of price changes (any source) and of each variant's measure
 * changes. Counters are per UTC day and start again at 0 on the next one. Kept in `world.importBooks`, created on
 * first use; the state is seeded until staff set one.
 */
import type { ErrorCode } from '@contract/errors';
import type { ImportState } from '@contract/imports/import.types';
import type { World } from '../world';
import { refusal, type Refusal } from '../refusal';

export interface CompanyImportBook {
  /** Set by staff; null while the seeded state holds. */
  state: ImportState | null;
  /** The UTC day (YYYY-MM-DD) the counters count. */
  day: string;
  priceUpdates: number;
  /** Variant id → changes of its weight, deci or dimensions that day. */
  measureUpdates: Record<number, number>;
}

/**
 * Generated companies (never the demo ones, 1001–1003) whose imports are seeded as suspended and banned, so stories,
 * docs and e2e tests can point at them. Generated ids are 1004–1023 whatever the seed; these two are used by no
 * benchmark or other planted case.
 */
export const SUSPENDED_IMPORT_COMPANY_ID = 1020;
export const BANNED_IMPORT_COMPANY_ID = 1021;

export function seededImportState(companyId: number): ImportState {
  if (companyId === SUSPENDED_IMPORT_COMPANY_ID) return 'suspended';
  return companyId === BANNED_IMPORT_COMPANY_ID ? 'banned' : 'allowed';
}

export const utcDayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The company's book with its counters rolled over to `now`'s day. */
function bookOf(world: World, companyId: number, now: number): CompanyImportBook {
  const day = utcDayOf(now);
  const book = (world.importBooks[companyId] ??= { state: null, day, priceUpdates: 0, measureUpdates: {} });
  if (book.day !== day) Object.assign(book, { day, priceUpdates: 0, measureUpdates: {} });
  return book;
}

export function importStateOf(world: World, companyId: number): ImportState {
  return world.importBooks[companyId]?.state ?? seededImportState(companyId);
}

export function setImportState(world: World, companyId: number, state: ImportState): ImportState {
  const book = world.importBooks[companyId];
  if (book) book.state = state;
  else world.importBooks[companyId] = { state, day: '', priceUpdates: 0, measureUpdates: {} };
  return state;
}

const BLOCKED: Readonly<Record<Exclude<ImportState, 'allowed'>, ErrorCode>> = { suspended: 'importSuspended', banned: 'importBanned' };

/** The refusal every import call but the state's gets while the company's imports are not allowed, else null. */
export function importBlocked(world: World, companyId: number): Refusal | null {
  const state = importStateOf(world, companyId);
  return state === 'allowed' ? null : refusal(BLOCKED[state]);
}

export function priceUpdatesToday(world: World, companyId: number, now: number): number {
  const book = world.importBooks[companyId];
  return book?.day === utcDayOf(now) ? book.priceUpdates : 0;
}

export function measureUpdatesToday(world: World, companyId: number, variantId: number, now: number): number {
  const book = world.importBooks[companyId];
  return book?.day === utcDayOf(now) ? (book.measureUpdates[variantId] ?? 0) : 0;
}

/** One more price change today (quick edit, product edit and the imports all count). */
export function countPriceUpdate(world: World, companyId: number, now: number, count = 1): void {
  if (count > 0) bookOf(world, companyId, now).priceUpdates += count;
}

export function countMeasureUpdate(world: World, companyId: number, variantId: number, now: number): void {
  const book = bookOf(world, companyId, now);
  book.measureUpdates[variantId] = (book.measureUpdates[variantId] ?? 0) + 1;
}
