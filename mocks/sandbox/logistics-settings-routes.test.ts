import type { HolidayListAnswer } from '@contract/logistics/holiday.api';
import type { EadListAnswer } from '@contract/logistics/ead.query';
import type { Holiday, LogisticsProfile } from '@contract/logistics/logistics.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
const call = sandboxPerFile(() => Date.UTC(2026, 0, 15, 9, 0, 0)).client('logistics', AYSE);

describe('sandbox logistics: profile, holidays and EAD', () => {
  it('answers the company’s profile and lists, and refuses another company’s token', async () => {
    expect((await call<LogisticsProfile>('1001/logistics-profile')).body).toMatchObject({ originCountry: 'TR', hepsijet: { enabled: true } });
    const holidays = await call<HolidayListAnswer>('1001/holidays?pageSize=5');
    expect(holidays.status).toBe(200);
    expect(holidays.body.items).toHaveLength(5);
    expect((await call<EadListAnswer>('1001/ead?destination=DE')).body.items).toEqual([
      expect.objectContaining({ originCountry: 'TR', destinationCountry: 'DE' }),
    ]);
    expect((await call('1001/ead?destination=XX')).status).toBe(400);
    expect((await call('1002/holidays')).status).toBe(403);
  });

  it('keeps holidays per company: the rule as of its day, and another company’s id is 404', async () => {
    const soon = await call('1001/holidays', { method: 'POST', body: { name: 'Depo', country: 'TR', start: '2026-01-16', end: '2026-01-16' } });
    expect(soon).toMatchObject({ status: 400, body: { error: 'validation', fields: { start: 'logistics.holidays.validation.startTooSoon' } } });
    const made = await call<Holiday>('1001/holidays', { method: 'POST', body: { name: 'Depo', country: 'TR', start: '2026-01-20', end: '2026-01-21' } });
    expect(made.status).toBe(201);
    const body = { name: 'Mine', country: 'AE', start: '2026-02-01', end: '2026-02-01' };
    expect((await call(`1002/holidays/${made.body.id}`, { method: 'PUT', token: OMAR, body })).status).toBe(404);
    expect((await call(`1002/holidays/${made.body.id}`, { method: 'DELETE', token: OMAR })).status).toBe(404);
    expect((await call<Holiday>(`1001/holidays/${made.body.id}`, { method: 'PUT', body: { ...body, country: 'TR' } })).body).toMatchObject({
      name: { en: 'Mine', tr: 'Mine' },
      country: 'TR',
    });
  });
});
