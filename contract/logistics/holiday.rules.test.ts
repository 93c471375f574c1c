import { fieldErrors } from '../auth/auth.schemas';
import { holidaySchema, holidaySchemaAt } from './holiday.api';
import { addDays, dayOf, earliestHolidayStart, holidayDayProblems, isDay, startTooSoon } from './holiday.rules';

const TODAY = '2026-01-15';

describe('the holiday start-date rule (spec §5)', () => {
  it('starts a new holiday two days after today at the earliest', () => {
    expect(earliestHolidayStart(TODAY)).toBe('2026-01-17');
    expect(startTooSoon('2026-01-16', TODAY)).toBe(true);
    expect(startTooSoon('2026-01-17', TODAY)).toBe(false);
    expect(earliestHolidayStart('2026-12-31')).toBe('2027-01-02');
  });

  it('lets an edit keep a start that has come too close, but not move to another one', () => {
    expect(startTooSoon('2026-01-10', TODAY, '2026-01-10')).toBe(false);
    expect(startTooSoon('2026-01-11', TODAY, '2026-01-10')).toBe(true);
  });

  it('names each broken rule by field', () => {
    expect(holidayDayProblems({ start: '2026-01-15', end: '2026-01-14' }, TODAY)).toEqual({
      start: 'logistics.holidays.validation.startTooSoon',
      end: 'logistics.holidays.validation.endBeforeStart',
    });
    expect(holidayDayProblems({ start: '2026-01-20', end: '2026-01-20' }, TODAY)).toBeNull();
  });

  it('reads days in UTC and knows the calendar', () => {
    expect(dayOf(Date.UTC(2026, 0, 15, 23, 59))).toBe('2026-01-15');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('0000-00-00')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
  });
});

describe('the holiday schema', () => {
  it('needs every field', () => {
    expect(fieldErrors(holidaySchema, { name: ' ', country: '', start: '', end: '' })).toEqual({
      name: 'logistics.holidays.validation.nameRequired',
      country: 'logistics.holidays.validation.countryRequired',
      start: 'logistics.holidays.validation.startRequired',
      end: 'logistics.holidays.validation.endRequired',
    });
  });

  it('takes only a real country and real days, the end not before the start', () => {
    expect(fieldErrors(holidaySchema, { name: 'Bayram', country: 'XX', start: '2026-02-30', end: '2026-03-01' })).toEqual({
      country: 'logistics.holidays.validation.countryRequired',
      start: 'logistics.holidays.validation.dayInvalid',
    });
    expect(fieldErrors(holidaySchema, { name: 'Bayram', country: 'TR', start: '2026-03-02', end: '2026-03-01' })).toEqual({
      end: 'logistics.holidays.validation.endBeforeStart',
    });
  });

  it('adds the start-date rule as of a day', () => {
    const body = { name: 'Bayram', country: 'TR', start: '2026-01-16', end: '2026-01-18' };
    expect(fieldErrors(holidaySchema, body)).toBeNull();
    expect(fieldErrors(holidaySchemaAt(TODAY), body)).toEqual({ start: 'logistics.holidays.validation.startTooSoon' });
    expect(fieldErrors(holidaySchemaAt(TODAY, '2026-01-16'), body)).toBeNull();
    expect(fieldErrors(holidaySchemaAt(TODAY), { ...body, start: '2026-01-17' })).toBeNull();
  });
});
