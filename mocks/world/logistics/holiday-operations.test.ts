import { parseEadQuery } from '@contract/logistics/ead.query';
import { parseHolidayQuery } from '@contract/logistics/holiday.query';
import { untranslated } from '@contract/localized-name';
import { isRefusal } from '../refusal';
import { createWorld } from '../world';
import { emptyCompanyBooks } from '../empty-world';
import { listEad } from './ead-operations';
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from './holiday-operations';
import { logisticsProfileOf } from './logistics-book';

const NOW = Date.UTC(2026, 0, 15, 9);
const all = parseHolidayQuery({ pageSize: '100' });

describe('holidays in the world', () => {
  it('are seeded per company in its country, named in both languages, the same for the same seed', () => {
    const world = createWorld({ now: NOW });
    const anadolu = listHolidays(world, 1001, all).items;
    expect(anadolu.length).toBeGreaterThan(5);
    expect(anadolu.every((holiday) => holiday.country === 'TR' && holiday.id > 1001_000 && holiday.id < 1002_000)).toBe(true);
    expect(anadolu.map((holiday) => holiday.name)).toContainEqual({ en: 'Republic Day', tr: 'Cumhuriyet Bayramı' });
    expect(listHolidays(world, 1002, all).items.map((holiday) => holiday.name)).toContainEqual({ en: 'National Day', tr: 'Ulusal Gün' });
    expect(anadolu.every((holiday) => holiday.name.en !== holiday.name.tr)).toBe(true);
    expect(listHolidays(createWorld({ now: NOW }), 1001, all)).toEqual(listHolidays(world, 1001, all));
    expect(anadolu.every((holiday) => holiday.end >= '2025-12-16' && holiday.start <= '2027-01-15')).toBe(true);
  });

  it('are created with the start-date rule as of the service’s day, edited and deleted, each company its own', () => {
    const world = createWorld({ now: NOW });
    const soon = createHoliday(world, 1001, { name: 'Depo', country: 'TR', start: '2026-01-16', end: '2026-01-16' }, NOW);
    expect(soon).toEqual({ code: 'validation', fields: { start: 'logistics.holidays.validation.startTooSoon' } });
    const made = createHoliday(world, 1001, { name: ' Depo ', country: 'TR', start: '2026-01-17', end: '2026-01-18' }, NOW);
    if (made === undefined || isRefusal(made)) throw new Error('refused');
    expect(made).toMatchObject({ name: untranslated('Depo'), country: 'TR', start: '2026-01-17', end: '2026-01-18' });
    expect(updateHoliday(world, 1002, made.id, { name: 'Mine', country: 'AE', start: '2026-02-01', end: '2026-02-01' }, NOW)).toBeUndefined();
    expect(deleteHoliday(world, 1002, made.id)).toBe(false);
    // A day later the start is too close to move to, but the holiday keeps it through an edit.
    const later = NOW + 86_400_000;
    expect(updateHoliday(world, 1001, made.id, { ...made, name: 'Depo kapalı', end: '2026-01-20' }, later)).toMatchObject({
      name: untranslated('Depo kapalı'),
      end: '2026-01-20',
    });
    expect(updateHoliday(world, 1001, made.id, { ...made, name: 'Depo kapalı', start: '2026-01-16' }, later)).toMatchObject({ code: 'validation' });
    expect(deleteHoliday(world, 1001, made.id)).toBe(true);
    expect(listHolidays(world, 1001, all).items.map((holiday) => holiday.id)).not.toContain(made.id);
  });

  it('keep both names through an edit that leaves the name as either language shows it, and take a new name as typed', () => {
    const world = createWorld({ now: NOW });
    const republic = listHolidays(world, 1001, all).items.find((holiday) => holiday.name.tr === 'Cumhuriyet Bayramı')!;
    const body = { name: 'Republic Day', country: 'TR', start: republic.start, end: republic.end };
    expect(updateHoliday(world, 1001, republic.id, body, NOW)).toMatchObject({ name: { en: 'Republic Day', tr: 'Cumhuriyet Bayramı' } });
    expect(updateHoliday(world, 1001, republic.id, { ...body, name: 'Cumhuriyet Bayramı' }, NOW)).toMatchObject({
      name: { en: 'Republic Day', tr: 'Cumhuriyet Bayramı' },
    });
    expect(updateHoliday(world, 1001, republic.id, { ...body, name: 'Ekim tatili' }, NOW)).toMatchObject({ name: untranslated('Ekim tatili') });
  });

  it('filter by country and sort by the query', () => {
    const world = createWorld({ now: NOW });
    createHoliday(world, 1001, { name: 'Ramadan in Riyadh', country: 'SA', start: '2026-03-01', end: '2026-03-03' }, NOW);
    expect(listHolidays(world, 1001, parseHolidayQuery({ country: 'SA' })).items.map((holiday) => holiday.name)).toEqual([untranslated('Ramadan in Riyadh')]);
    // By the name in the company's language (Turkish for Anadolu).
    const byName = listHolidays(world, 1001, parseHolidayQuery({ sort: 'name', pageSize: '100' })).items.map((holiday) => holiday.name.tr);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('are empty in the empty world', () => {
    const world = emptyCompanyBooks(createWorld({ now: NOW }));
    expect(listHolidays(world, 1001, all).total).toBe(0);
    expect(listEad(world, 1001, parseEadQuery({})).total).toBe(0);
  });
});

describe('EAD rows and the logistics profile', () => {
  it('cover the lanes from and to the company’s country, filtered by origin and destination', () => {
    const world = createWorld({ now: NOW });
    const lanes = listEad(world, 1002, parseEadQuery({ pageSize: '100' })).items;
    expect(lanes.every((row) => row.originCountry === 'AE' || row.destinationCountry === 'AE')).toBe(true);
    expect(lanes.some((row) => row.originCountry !== 'AE')).toBe(true);
    const toTurkey = listEad(world, 1002, parseEadQuery({ destination: 'TR' })).items;
    expect(toTurkey).toHaveLength(1);
    expect(toTurkey[0]).toMatchObject({ originCountry: 'AE', destinationCountry: 'TR' });
    expect(toTurkey[0]!.estimatedDays).toBeGreaterThanOrEqual(4);
  });

  it('says what staff set up: Hepsijet and the customs declaration', () => {
    const world = createWorld({ now: NOW });
    expect(logisticsProfileOf(world, world.companies[0]!)).toMatchObject({
      originCountry: 'TR',
      hepsijet: { enabled: true },
      customsDeclaration: { status: 'approved' },
    });
    expect(logisticsProfileOf(world, world.companies[2]!).customsDeclaration).toEqual({ status: 'missing', updatedAt: null });
  });
});
