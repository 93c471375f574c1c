import { fillPath } from '@contract/api/route-def';
import type { EadListAnswer } from '@contract/logistics/ead.query';
import type { HolidayListAnswer } from '@contract/logistics/holiday.api';
import { LOGISTICS_SETTINGS_ROUTES as ROUTES } from '@contract/logistics/logistics.routes';
import type { Holiday } from '@contract/logistics/logistics.types';
import { exportedSheet } from '../../lib/jobs/export-test-support';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const itemPath = (id: number) => fillPath(ROUTES.updateHoliday.path, { id });
const exportDir = tempDirPerFile('tezgah-logistics-export-');

describe('logistics', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile(
    (harness, fresh) => {
      h = harness;
      browser = fresh;
    },
    { env: { EXPORT_DIR: exportDir } },
    { world: 'seeded' },
  );

  const holidays = async (query = '') => (await (await browser.get(`${ROUTES.holidays.path}${query}`)).json()) as HolidayListAnswer;

  it('shows the company’s own profile, holidays and EAD lanes', async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    expect(await (await browser.get(ROUTES.profile.path)).json()).toMatchObject({
      originCountry: 'AE',
      hepsijet: { enabled: false, since: null },
      customsDeclaration: { status: 'pending' },
    });
    const list = await holidays('?pageSize=100');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((holiday) => holiday.country === 'AE')).toBe(true);
    const ead = (await (await browser.get(`${ROUTES.ead.path}?destination=TR`)).json()) as EadListAnswer;
    expect(ead.items).toEqual([expect.objectContaining({ originCountry: 'AE', destinationCountry: 'TR' })]);
    expect((await browser.get(`${ROUTES.ead.path}?origin=XX`)).status).toBe(400);
  });

  it('refuses a start sooner than two days from today before anything travels, and keeps holidays per company', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const today = new Date(h.clock()).toISOString().slice(0, 10);
    const requests = h.downstreamRequests.length;
    const soon = await browser.post(ROUTES.createHoliday.path, { name: 'Depo', country: 'TR', start: today, end: today });
    expect(soon.status).toBe(400);
    expect((await soon.json()).fields).toEqual({ start: 'logistics.holidays.validation.startTooSoon' });
    expect(h.downstreamRequests.length).toBe(requests);

    const created = await browser.post(ROUTES.createHoliday.path, { name: 'Depo sayımı', country: 'TR', start: '2026-01-17', end: '2026-01-18' });
    expect(created.status).toBe(201);
    const holiday = (await created.json()) as Holiday;
    expect((await holidays('?pageSize=100')).items).toContainEqual(holiday);

    await browser.signIn('omar@demo.tezgah.dev');
    expect((await holidays('?pageSize=100')).items.map((row) => row.id)).not.toContain(holiday.id);
    expect((await browser.send('PUT', itemPath(holiday.id), { body: { ...holiday, name: 'Mine' } })).status).toBe(404);
    expect((await browser.delete(itemPath(holiday.id))).status).toBe(404);

    await browser.signIn('ayse@demo.tezgah.dev');
    const edited = await browser.send('PUT', itemPath(holiday.id), { body: { name: 'Depo kapalı', country: 'TR', start: '2026-01-17', end: '2026-01-16' } });
    expect((await edited.json()).fields).toEqual({ end: 'logistics.holidays.validation.endBeforeStart' });
    expect((await browser.delete(itemPath(holiday.id))).status).toBe(204);
    expect((await holidays('?pageSize=100')).items.map((row) => row.id)).not.toContain(holiday.id);
  });

  it('lets an admin acting as the seller manage the company’s holidays', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    expect((await browser.get(ROUTES.holidays.path)).status).toBe(403);
    await browser.actAs(1003);
    const created = await browser.post(ROUTES.createHoliday.path, { name: 'Spring Festival', country: 'CN', start: '2026-02-16', end: '2026-02-22' });
    expect(created.status).toBe(201);
    expect((await holidays('?country=CN&pageSize=100')).items.map((row) => row.name)).toContainEqual({ en: 'Spring Festival', tr: 'Spring Festival' });
  });

  it('exports the holidays and the EAD rows on screen as transactions', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const holidaysOut = await exportedSheet(h, browser, ROUTES.exportHolidays.path, { country: 'TR' });
    expect(holidaysOut.transaction).toMatchObject({ status: 'done', method: 'holidayExport', rows: (await holidays('?country=TR')).total });
    expect(holidaysOut.cell('Country code').value).toBe('TR');
    // The seeded holidays are named in the language the export is asked in.
    const [first] = (await holidays('?country=TR')).items;
    expect(first!.name.en).not.toBe(first!.name.tr);
    expect(holidaysOut.cell('Name').value).toBe(first!.name.en);
    expect((await exportedSheet(h, browser, ROUTES.exportHolidays.path, { country: 'TR' }, 'tr')).cell('Ad').value).toBe(first!.name.tr);
    const ead = (await (await browser.get(`${ROUTES.ead.path}?destination=DE`)).json()) as EadListAnswer;
    const eadOut = await exportedSheet(h, browser, ROUTES.exportEad.path, { destination: 'DE' }, 'tr');
    expect(eadOut.transaction).toMatchObject({ status: 'done', method: 'eadExport', rows: 1 });
    expect(eadOut.cell('Tahmini gün').value).toBe(ead.items[0]!.estimatedDays);
  });
});
