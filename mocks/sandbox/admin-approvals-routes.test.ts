import { describe, expect, it } from 'vitest';
import type { ApprovalDecisionAnswer, ApprovalListAnswer } from '@contract/admin-orders/approvals';
import { findOrder } from '@mocks/world/orders/book-index';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const AYSE: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001 };
const ADMIN_AS_AYSE: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const approvals = file.client('marketplace', ADMIN, '/v1/admin/cancel-refund-approvals');

const pendingOf = async (kind: 'cancel' | 'refund') => (await approvals<ApprovalListAnswer>(`?companyId=1001&kind=${kind}`)).body.items;

describe('sandbox marketplace: cancellation and refund approvals', () => {
  it('lists a company’s pending cancellations and refunds, each naming its order’s items', async () => {
    const queue = await approvals<ApprovalListAnswer>('?companyId=1001');
    expect(queue.status).toBe(200);
    expect(queue.body.total).toBeGreaterThan(0);
    expect(queue.body.items.every((row) => row.status === 'pending' && row.companyName === 'Anadolu Tekstil' && row.items.length > 0)).toBe(true);
    expect(new Set(queue.body.items.map((row) => row.kind))).toEqual(new Set(['cancel', 'refund']));
  });

  it('approves a cancellation and a refund at once: the order rules apply, and each answers its result', async () => {
    const [cancel] = await pendingOf('cancel');
    const [refund] = await pendingOf('refund');
    const items = [cancel!, refund!].map(({ companyId, id }) => ({ companyId, id }));
    const decided = await approvals<ApprovalDecisionAnswer>('/decisions', { body: { items: [...items, { companyId: 1001, id: 1 }], decision: 'approve' } });
    expect(decided.body.results.map((result) => [result.id, result.outcome, result.code])).toEqual([
      [cancel!.id, 'approved', null],
      [refund!.id, 'approved', null],
      [1, 'refused', 'notFound'],
    ]);
    const book = file.sandbox().world.orderBooks[1001]!;
    const cancelled = findOrder(book, cancel!.orderId)!;
    expect(cancel!.items.map((item) => cancelled.items.find((candidate) => candidate.id === item.id)!.status)).toEqual(cancel!.items.map(() => 'cancelled'));
    expect(findOrder(book, refund!.orderId)!.items.find((item) => item.id === refund!.items[0]!.id)!.status).toBe('refunded');
    const again = await approvals<ApprovalDecisionAnswer>('/decisions', { body: { items: items.slice(0, 1), decision: 'reject', note: 'Too late' } });
    expect(again.body.results[0]).toMatchObject({ outcome: 'refused', code: 'approvalNotPending' });
    expect((await approvals<ApprovalListAnswer>('?companyId=1001&tab=approved')).body.items.map((row) => row.id)).toEqual(
      expect.arrayContaining([cancel!.id, refund!.id]),
    );
  });

  it('needs a note to reject, and refuses seller tokens (an admin acting as the seller included)', async () => {
    const [request] = await pendingOf('refund');
    const ref = { companyId: request!.companyId, id: request!.id };
    expect((await approvals('/decisions', { body: { items: [ref], decision: 'reject' } })).status).toBe(400);
    expect((await approvals('?companyId=1001', { token: AYSE })).status).toBe(403);
    expect((await approvals('/decisions', { token: ADMIN_AS_AYSE, body: { items: [ref], decision: 'approve' } })).status).toBe(403);
    const rejected = await approvals<ApprovalDecisionAnswer>('/decisions', { body: { items: [ref], decision: 'reject', note: 'Used product' } });
    expect(rejected.body.results[0]).toMatchObject({ outcome: 'rejected' });
  });
});
