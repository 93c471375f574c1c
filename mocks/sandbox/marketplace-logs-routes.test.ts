import { describe, expect, it } from 'vitest';
import type { MarketplaceLogAnswer, MarketplaceLogListAnswer } from '@contract/logs/log.query';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now, { seed: 7 });
const SELLER: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };

const call = file.client('marketplace', SELLER);

describe('sandbox marketplace logs', () => {
  it('lists the company’s logs newest first, with the service page size and the level tabs', async () => {
    const { status, body } = await call<MarketplaceLogListAnswer>('1001/logs?pageSize=2000&referenceType=order');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(Math.min(2000, body.total));
    expect(body.tabCounts.all).toBe(body.tabCounts.info + body.tabCounts.warning + body.tabCounts.error);
    expect(body.items.every((log) => log.referenceType === 'order')).toBe(true);
    const dates = body.items.map((log) => log.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers one log by id, and only to its own company', async () => {
    const [first] = (await call<MarketplaceLogListAnswer>('1001/logs?referenceType=variant&pageSize=1')).body.items;
    expect(await call<MarketplaceLogAnswer>(`1001/logs/${first!.id}`)).toEqual({ status: 200, body: first });
    expect((await call(`1002/logs/${first!.id}`, { token: { ...SELLER, companyId: 1002, sub: 'usr-omar' } })).status).toBe(404);
    expect((await call('1001/logs/abc')).status).toBe(404);
    expect((await call('1002/logs')).status).toBe(403);
  });

  it('refuses a date range over 10 days and a reference id that is not an id', async () => {
    expect(await call('1001/logs?from=2026-01-01&to=2026-01-20')).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect((await call('1001/logs?referenceId=TY-1')).status).toBe(400);
    expect((await call('1001/logs?from=2026-01-05&to=2026-01-14')).status).toBe(200);
  });
});
