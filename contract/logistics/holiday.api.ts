/** The Holiday Manager's body (spec §5: every field required, the start-date rule) and the list answer. */
import * as yup from 'yup';
import type { ListPage } from '../lists/list-query';
import { isCountryCode } from './countries';
import { HOLIDAY_MESSAGES as M, isDay, startTooSoon } from './holiday.rules';
import type { HolidayTab } from './holiday.query';
import type { Holiday } from './logistics.types';

export const HOLIDAY_NAME_MAX = 100;

const day = (required: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .test('day', M.dayInvalid, (value) => value === undefined || isDay(value));

/** The fields' shape; the start-date rule needs today, so it is added by holidaySchemaAt. */
export const holidaySchema = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(HOLIDAY_NAME_MAX, 'validation.textTooLong'),
  country: yup
    .string()
    .trim()
    .required(M.countryRequired)
    .test('country', M.countryRequired, (value) => value === undefined || isCountryCode(value)),
  start: day(M.startRequired),
  end: day(M.endRequired).test('order', M.endBeforeStart, (end, context) => {
    const start: unknown = (context.parent as { start?: unknown }).start;
    return end === undefined || !isDay(start) || !isDay(end) || end >= start;
  }),
});
export type HolidayBody = yup.InferType<typeof holidaySchema>;

/** The whole rule as of `today` (the form's and the service's check); `keptStart`: the start an edit began with. */
export function holidaySchemaAt(today: string, keptStart?: string) {
  return holidaySchema.shape({
    start: day(M.startRequired).test('lead', M.startTooSoon, (start) => start === undefined || !isDay(start) || !startTooSoon(start, today, keptStart)),
  });
}

export type HolidayListAnswer = ListPage<Holiday, HolidayTab>;
