/**
 * The Holiday Manager over the world: a company's holidays listed, created, edited and deleted, each checked with the
 * contract's schema and start-date rule as of the service's day. Another company's holiday is undefined (404).
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { compareBy, paginate } from '@contract/lists/list-query';
import { nameIn, untranslated, type LocalizedName } from '@contract/localized-name';
import { holidaySchemaAt, type HolidayListAnswer } from '@contract/logistics/holiday.api';
import type { HolidayListQuery } from '@contract/logistics/holiday.query';
import { dayOf } from '@contract/logistics/holiday.rules';
import type { Holiday } from '@contract/logistics/logistics.types';
import { findCompany } from '../lookups';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { HOLIDAY_ID_SPACE, logisticsBookOf } from './logistics-book';

/** Names sort in the company's sellers' language (Turkish for a Turkish company): the query carries no reader's language. */
export function listHolidays(world: World, companyId: number, query: HolidayListQuery): HolidayListAnswer {
  const holidays = logisticsBookOf(world, companyId)?.holidays ?? [];
  const language = findCompany(world, companyId)?.country === 'TR' ? 'tr' : 'en';
  const collator = new Intl.Collator(language);
  const { field, direction } = query.sort;
  const byField =
    field === 'name'
      ? (a: Holiday, b: Holiday) => collator.compare(nameIn(a.name, language), nameIn(b.name, language)) * (direction === 'asc' ? 1 : -1)
      : compareBy<Holiday>((row) => row[field], direction);
  const rows = holidays.filter((holiday) => !query.country || holiday.country === query.country).sort((a, b) => byField(a, b) || a.id - b.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

/**
 * The checked fields, or the refusal (400 validation with its fields). A name is kept as typed, except that an edit
 * leaving a two-language name as either language showed it keeps both (`kept`).
 */
function checked(body: Record<string, unknown> | null, now: number, kept?: Holiday): Omit<Holiday, 'id'> | Refusal {
  const schema = holidaySchemaAt(dayOf(now), kept?.start);
  const fields = fieldErrors(schema, body ?? {});
  if (fields) return refusal('validation', fields);
  const { name, country, start, end } = schema.cast(body, { stripUnknown: true });
  const named: LocalizedName = kept && (name === kept.name.en || name === kept.name.tr) ? { ...kept.name } : untranslated(name);
  return { name: named, country, start, end };
}

export function createHoliday(world: World, companyId: number, body: Record<string, unknown> | null, now: number): Holiday | Refusal | undefined {
  const book = logisticsBookOf(world, companyId);
  if (!book) return undefined;
  const fields = checked(body, now);
  if ('code' in fields) return fields;
  const holiday = { id: companyId * HOLIDAY_ID_SPACE + book.nextHolidaySeq, ...fields };
  book.nextHolidaySeq += 1;
  book.holidays.push(holiday);
  return holiday;
}

export function updateHoliday(world: World, companyId: number, id: number, body: Record<string, unknown> | null, now: number): Holiday | Refusal | undefined {
  const holiday = logisticsBookOf(world, companyId)?.holidays.find((candidate) => candidate.id === id);
  if (!holiday) return undefined;
  const fields = checked(body, now, holiday);
  if ('code' in fields) return fields;
  Object.assign(holiday, fields);
  return holiday;
}

/** True when the company had the holiday. */
export function deleteHoliday(world: World, companyId: number, id: number): boolean {
  const holidays = logisticsBookOf(world, companyId)?.holidays;
  const at = holidays?.findIndex((candidate) => candidate.id === id) ?? -1;
  if (!holidays || at < 0) return false;
  holidays.splice(at, 1);
  return true;
}
