/**
 * The Holiday Manager over the world: a company's holidays listed, created, edited and deleted, each checked with the
 * contract's schema and start-date rule as of the service's day. Another company's holiday is undefined (404).
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { compareBy, paginate } from '@contract/lists/list-query';
import { holidaySchemaAt, type HolidayListAnswer } from '@contract/logistics/holiday.api';
import type { HolidayListQuery } from '@contract/logistics/holiday.query';
import { dayOf } from '@contract/logistics/holiday.rules';
import type { Holiday } from '@contract/logistics/logistics.types';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { HOLIDAY_ID_SPACE, logisticsBookOf } from './logistics-book';

export function listHolidays(world: World, companyId: number, query: HolidayListQuery): HolidayListAnswer {
  const holidays = logisticsBookOf(world, companyId)?.holidays ?? [];
  const rows = holidays
    .filter((holiday) => !query.country || holiday.country === query.country)
    .sort((a, b) => compareBy<Holiday>((row) => row[query.sort.field], query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

/** The checked fields, or the refusal (400 validation with its fields). */
function checked(body: Record<string, unknown> | null, now: number, keptStart?: string): Omit<Holiday, 'id'> | Refusal {
  const schema = holidaySchemaAt(dayOf(now), keptStart);
  const fields = fieldErrors(schema, body ?? {});
  if (fields) return refusal('validation', fields);
  const { name, country, start, end } = schema.cast(body, { stripUnknown: true });
  return { name, country, start, end };
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
  const fields = checked(body, now, holiday.start);
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
