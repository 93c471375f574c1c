import { eadFilterProblems, eadQueryToRaw, parseEadQuery } from './ead.query';
import { holidayFilterProblems, holidayQueryToRaw, parseHolidayQuery } from './holiday.query';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('logistics list queries', () => {
  it('keep the country filters as typed and name an unknown one', () => {
    const ead = parseEadQuery({ origin: 'tr', destination: ' ae ', sort: '-estimatedDays', page: '2' });
    expect(ead).toMatchObject({ origin: 'TR', destination: 'AE', page: 2, sort: { field: 'estimatedDays', direction: 'desc' } });
    expect(eadFilterProblems(ead)).toBeNull();
    expect(eadQueryToRaw(ead)).toEqual({ origin: 'TR', destination: 'AE', page: '2', pageSize: '25', sort: '-estimatedDays', tab: 'all' });
    expect(eadFilterProblems(parseEadQuery({ destination: 'XX' }))).toEqual({ destination: 'logistics.filters.countryUnknown' });
  });

  it('sort holidays by start by default', () => {
    const query = parseHolidayQuery({ country: 'sa' });
    expect(query).toMatchObject({ country: 'SA', sort: { field: 'start', direction: 'asc' } });
    expect(holidayQueryToRaw(query)).toMatchObject({ country: 'SA', sort: 'start' });
    expect(holidayFilterProblems(parseHolidayQuery({ country: 'ZZ' }))).toEqual({ country: 'logistics.filters.countryUnknown' });
  });

  it('know the world’s countries', () => {
    expect(COUNTRY_CODES.length).toBe(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('tr')).toBe(false);
  });
});
