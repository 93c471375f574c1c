import { describe, expect, it } from 'vitest';
import type { ClaimToolRow, OrderClaimToolsAnswer, OrderToolRow, PackageToolRow } from '@contract/admin-orders/order-claim-tools';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const AYSE: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001 };
const ADMIN_AS_AYSE: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const tools = file.client('marketplace', ADMIN, '/v1/admin/order-claim-tools');

describe('sandbox marketplace: order & claim tools', () => {
  it('lists the claims waiting for staff in a company with nothing searched, and the company’s orders', async () => {
    const queue = await tools<OrderClaimToolsAnswer>('?companyId=1001');
    expect(queue.status).toBe(200);
    const waiting = file.sandbox().world.claimBooks[1001]!.filter((claim) => claim.status === 'waitingAdmin');
    expect(queue.body.items.map((row) => row.id).sort()).toEqual(waiting.map((claim) => claim.id).sort());
    expect(queue.body.tabCounts.orders).toBe(file.sandbox().world.orderBooks[1001]!.orders.length);
  });

  it('finds an order by its marketplace number, with its packages and claims on the other tabs', async () => {
    const claim = file.sandbox().world.claimBooks[1001]![0]!;
    const found = await tools<OrderClaimToolsAnswer>(`?tab=orders&companyId=1001&q=${claim.marketplaceOrderId}`);
    expect(found.body.items).toEqual([expect.objectContaining({ kind: 'order', id: claim.orderId, companyName: 'Anadolu Tekstil' })]);
    expect(found.body.tabCounts.claims).toBeGreaterThanOrEqual(1);
    const byId = await tools<OrderClaimToolsAnswer>(`?tab=packages&companyId=1001&q=${claim.orderId}`);
    expect(byId.body.items.every((row) => row.orderId === claim.orderId)).toBe(true);
  });

  it('decides a claim in Waiting Admin once, keeping the note', async () => {
    const claim = file.sandbox().world.claimBooks[1001]!.find((candidate) => candidate.status === 'waitingAdmin')!;
    const path = `/companies/1001/claims/${claim.id}/decision`;
    const decided = await tools<ClaimToolRow>(path, { body: { decision: 'reject', note: 'The photos show wear.' } });
    expect(decided.body).toMatchObject({ status: 'rejected', adminNote: 'The photos show wear.' });
    expect(await tools(path, { body: { decision: 'approve', note: 'Again' } })).toMatchObject({ status: 409, body: { error: 'claimNotWaitingAdmin' } });
    expect((await tools(`/companies/1002/claims/${claim.id}/decision`, { body: { decision: 'approve', note: 'x' } })).status).toBe(404);
  });

  it('corrects a shipped order to delivered and a package back, refusing what the rules refuse', async () => {
    const book = file.sandbox().world.orderBooks[1001]!;
    const shipped = book.orders.find((order) => order.items.every((item) => item.status === 'shipped'))!;
    const corrected = await tools<OrderToolRow>(`/companies/1001/orders/${shipped.id}/state`, { body: { status: 'completed', reason: 'Carrier confirmed' } });
    expect(corrected.body).toMatchObject({ status: 'completed', corrections: ['shipped', 'refund'] });
    const open = book.orders.find((order) => order.items.every((item) => item.status === 'open'))!;
    expect(await tools(`/companies/1001/orders/${open.id}/state`, { body: { status: 'completed', reason: 'x' } })).toMatchObject({
      status: 409,
      body: { error: 'orderNotShipped' },
    });
    const pkg = book.packages.find((candidate) => candidate.orderId === shipped.id)!;
    const back = await tools<PackageToolRow>(`/companies/1001/packages/${pkg.id}/state`, { body: { status: 'undelivered', reason: 'Returned to depot' } });
    expect(back.body).toMatchObject({ status: 'undelivered' });
    const cancelled = book.packages.find((candidate) => candidate.status === 'cancelledBySeller')!;
    expect(await tools(`/companies/1001/packages/${cancelled.id}/state`, { body: { status: 'shipped', reason: 'x' } })).toMatchObject({
      status: 409,
      body: { error: 'packageStateCancelled' },
    });
  });

  it('refuses a correction without a reason, and seller tokens (an admin acting as the seller included)', async () => {
    const order = file.sandbox().world.orderBooks[1001]!.orders[0]!;
    expect((await tools(`/companies/1001/orders/${order.id}/state`, { body: { status: 'completed', reason: ' ' } })).status).toBe(400);
    expect((await tools('?companyId=1001', { token: AYSE })).status).toBe(403);
    expect((await tools('?companyId=1001', { token: ADMIN_AS_AYSE })).status).toBe(403);
    expect((await tools(`/companies/1001/orders/${order.id}/state`, { token: ADMIN_AS_AYSE, body: { status: 'completed', reason: 'x' } })).status).toBe(403);
  });
});
