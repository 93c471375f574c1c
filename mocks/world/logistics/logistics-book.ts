/**
 * The logistics service's books in the world: each company's holidays (made on first access from the seed, the
 * company and the world's day) and the EAD rows of every lane (made once for the whole world). Staff's settings for a
 * company (Hepsijet, customs declaration) follow from the seed until the admin logistics tools store them (staff-logistics.ts).
 */
import type { Company } from '@contract/downstream/identity';
import { addDays, dayOf } from '@contract/logistics/holiday.rules';
import { CUSTOMS_DECLARATION_STATUSES, type EadRow, type Holiday, type LogisticsProfile } from '@contract/logistics/logistics.types';
import { findCompany } from '../lookups';
import { mixSeed, mulberry32, randomInt } from '../prng';
import type { World } from '../world';
import { EAD_DESTINATIONS, EAD_ORIGINS, laneDays } from './ead-lanes';
import { HOLIDAY_CALENDAR, STOCK_COUNT_NAME } from './holiday-calendar';
import { withStaffSettings } from './staff-logistics';

export interface LogisticsBook {
  holidays: Holiday[];
  /** The next holiday's number in the company (ids are companyId × 1,000 + n, so they never clash). */
  nextHolidaySeq: number;
}

export const HOLIDAY_ID_SPACE = 1_000;
/** Seeded holidays reach this far back and ahead of the world's day. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 365;

export function emptyLogisticsBook(): LogisticsBook {
  return { holidays: [], nextHolidaySeq: 1 };
}

function seededHolidays(world: World, company: Company): Holiday[] {
  const today = dayOf(world.createdAt);
  const from = addDays(today, -PAST_DAYS);
  const to = addDays(today, AHEAD_DAYS);
  const year = Number(today.slice(0, 4));
  const days = [year, year + 1].flatMap((y) =>
    (HOLIDAY_CALENDAR[company.country] ?? []).map(([monthDay, length, en, tr]) => {
      const start = `${y}-${monthDay}`;
      return { name: { en, tr }, country: company.country, start, end: addDays(start, length - 1) };
    }),
  );
  const random = mulberry32(mixSeed(world.seed, company.id, 70));
  const countStart = addDays(today, randomInt(random, 20, 60));
  days.push({ name: { ...STOCK_COUNT_NAME }, country: company.country, start: countStart, end: addDays(countStart, 1) });
  return days
    .filter((holiday) => holiday.end >= from && holiday.start <= to)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((holiday, n) => ({ id: company.id * HOLIDAY_ID_SPACE + n + 1, ...holiday }));
}

/** The company's book, made on first access; undefined for a company the world does not know. */
export function logisticsBookOf(world: World, companyId: number): LogisticsBook | undefined {
  const existing = world.logisticsBooks[companyId];
  if (existing) return existing;
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const holidays = seededHolidays(world, company);
  const book = { holidays, nextHolidaySeq: holidays.length + 1 };
  world.logisticsBooks[companyId] = book;
  return book;
}

/** Every lane's EAD row, made once: origins where sellers ship from, to the destinations their marketplaces reach. */
export function eadRowsOf(world: World): EadRow[] {
  if (world.eadRows) return world.eadRows;
  const random = mulberry32(mixSeed(world.seed, 0, 71));
  const rows = EAD_ORIGINS.flatMap((origin) =>
    EAD_DESTINATIONS.map((destination) => {
      const [min, max] = laneDays(origin, destination);
      const saturday = origin === destination ? random() < 0.8 : random() < 0.35;
      return { originCountry: origin, destinationCountry: destination, estimatedDays: randomInt(random, min, max), saturday };
    }),
  ).map((row, n) => ({ id: n + 1, ...row }));
  world.eadRows = rows;
  return rows;
}

/** Hepsijet and the customs declaration as staff set them; the demo companies' are fixed so screens can name them. */
export function logisticsProfileOf(world: World, company: Company): LogisticsProfile {
  const random = mulberry32(mixSeed(world.seed, company.id, 72));
  const fixed = DEMO_PROFILES[company.id];
  const enabled = fixed ? fixed.hepsijet : random() < 0.5;
  const status = fixed ? fixed.customs : CUSTOMS_DECLARATION_STATUSES[randomInt(random, 0, CUSTOMS_DECLARATION_STATUSES.length - 1)]!;
  const changed = (daysAgo: number) => new Date(world.createdAt - daysAgo * 86_400_000).toISOString();
  return withStaffSettings(world, company.id, {
    originCountry: company.country,
    hepsijet: { enabled, since: enabled ? changed(randomInt(random, 30, 400)) : null },
    customsDeclaration: { status, updatedAt: status === 'missing' ? null : changed(randomInt(random, 2, 200)) },
  });
}

const DEMO_PROFILES: Readonly<Record<number, { hepsijet: boolean; customs: LogisticsProfile['customsDeclaration']['status'] }>> = {
  1001: { hepsijet: true, customs: 'approved' },
  1002: { hepsijet: false, customs: 'pending' },
  1003: { hepsijet: false, customs: 'missing' },
};
