import { describe, expect, it } from 'vitest';
import type { PriceStockSyncAnswer, RerunAnswer, RerunPreview } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/price-stock-sync');

describe('sandbox marketplace: price and stock sync', () => {
  it('lists a company’s rows for an admin token only', async () => {
    const listed = await call<PriceStockSyncAnswer>('?companyId=1001');
    expect(listed.status).toBe(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
    expect(listed.body.items.every((row) => row.companyId === 1001)).toBe(true);
    expect((await call('?companyId=1001', { token: ACTING })).status).toBe(403);
  });

  it('previews and re-runs a company on every marketplace, leaving nothing waiting', async () => {
    const preview = await call<RerunPreview>('/rerun-preview?companyId=1001');
    expect(preview.status).toBe(200);
    const ran = await call<RerunAnswer>('/rerun', { body: { companyId: 1001 } });
    expect(ran.body).toMatchObject({ rows: preview.body.rows, failed: preview.body.staysFailing });
    const after = await call<PriceStockSyncAnswer>('?companyId=1001');
    expect(after.body.items.every((row) => row.pendingItems === 0 && row.lastRun?.at === new Date(now()).toISOString())).toBe(true);
  });

  it('refuses a scope naming neither a company nor a marketplace, and answers 404 for an unknown company', async () => {
    expect((await call('/rerun-preview')).status).toBe(400);
    expect((await call('/rerun', { body: {} })).status).toBe(400);
    expect((await call('/rerun', { body: { companyId: 999_999 } })).status).toBe(404);
  });
});
