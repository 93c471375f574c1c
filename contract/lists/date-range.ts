/** Spec §5: a date range must be selected where asked and cannot exceed 10 days. Dates are `YYYY-MM-DD`. */
import { MAX_DATE_RANGE_DAYS } from '../constants';

export const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateRangeProblem = 'validation.dateRangeRequired' | 'validation.dateRangeTooLong' | 'validation.dateRangeOrder';

export function isIsoDate(value: string | undefined): value is string {
  return !!value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Days covered by the range, both ends included (2026-11-01..2026-11-10 is 10 days). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `maxDays`: the longest range (spec §5's 10 days unless a screen states its own); null leaves the length to the screen's own rule. */
export function dateRangeProblem(
  from: string | undefined,
  to: string | undefined,
  required: boolean,
  maxDays: number | null = MAX_DATE_RANGE_DAYS,
): DateRangeProblem | null {
  const hasFrom = isIsoDate(from);
  const hasTo = isIsoDate(to);
  if (!hasFrom && !hasTo) return required ? 'validation.dateRangeRequired' : null;
  if (!hasFrom || !hasTo) return 'validation.dateRangeRequired';
  const days = rangeDays(from, to);
  if (days < 1) return 'validation.dateRangeOrder';
  return maxDays !== null && days > maxDays ? 'validation.dateRangeTooLong' : null;
}

/** The range as [start, end) instants in ms (UTC days). */
export function rangeBounds(from: string, to: string): [number, number] {
  return [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`) + DAY_MS];
}
