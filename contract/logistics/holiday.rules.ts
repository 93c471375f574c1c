/**
 * The Holiday Manager's date rule (spec §5, the reading "start date at least two days after today"): a new start day
 * lies HOLIDAY_LEAD_DAYS or more after today, and the end is not before the start. Days are `YYYY-MM-DD` in UTC, so
 * the form, the BFF and the service read "today" alike. An edit that keeps a holiday's start keeps it valid (a
 * holiday already begun can still get a later end or a better name).
 */
export const HOLIDAY_LEAD_DAYS = 2;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar day written `YYYY-MM-DD`. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  // An impossible day (0000-00-00, 2026-02-31) is an invalid or rolled-over date, never a throw.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The UTC day of a moment. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** The first day a holiday may start on when asked `today`. */
export function earliestHolidayStart(today: string): string {
  return addDays(today, HOLIDAY_LEAD_DAYS);
}

/** Whether `start` breaks the lead rule; a start an edit keeps as it was never does. */
export function startTooSoon(start: string, today: string, keptStart?: string): boolean {
  return start !== keptStart && start < earliestHolidayStart(today);
}

export interface HolidayDays {
  start: string;
  end: string;
}

export const HOLIDAY_MESSAGES = {
  nameRequired: 'logistics.holidays.validation.nameRequired',
  countryRequired: 'logistics.holidays.validation.countryRequired',
  startRequired: 'logistics.holidays.validation.startRequired',
  endRequired: 'logistics.holidays.validation.endRequired',
  dayInvalid: 'logistics.holidays.validation.dayInvalid',
  startTooSoon: 'logistics.holidays.validation.startTooSoon',
  endBeforeStart: 'logistics.holidays.validation.endBeforeStart',
} as const;

/** The rule's problems as i18n keys by field, or null (well-formed days assumed: the schema checks their shape). */
export function holidayDayProblems({ start, end }: HolidayDays, today: string, keptStart?: string): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (startTooSoon(start, today, keptStart)) problems.start = HOLIDAY_MESSAGES.startTooSoon;
  if (end < start) problems.end = HOLIDAY_MESSAGES.endBeforeStart;
  return Object.keys(problems).length > 0 ? problems : null;
}
