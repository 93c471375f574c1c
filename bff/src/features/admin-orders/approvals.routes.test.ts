/** /admin/cancel-refund-approve through the BFF: the queue across companies, and a decision for many requests, audited. */
import type { ApprovalDecisionAnswer, ApprovalListAnswer } from '@contract/admin-orders/approvals';
import { APPROVAL_BATCH_MAX } from '@contract/admin-orders/approvals';
import { ADMIN_APPROVAL_ROUTES as ROUTES } from '@contract/admin-orders/approvals.routes';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  admin = fresh;
});

const queueOf = async (query: string) => (await (await admin.get(`${ROUTES.list.path}?${query}`)).json()) as ApprovalListAnswer;

describe('cancellation and refund approvals', () => {
  it('rejects two requests at once with a note; each result is answered and the audit records the decision', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const queue = await queueOf('companyId=1002');
    expect(queue.items.length).toBeGreaterThanOrEqual(2);
    const items = queue.items.slice(0, 2).map(({ companyId, id }) => ({ companyId, id }));
    const decided = await admin.post(ROUTES.decide.path, { items, decision: 'reject', note: 'The order has left the warehouse.' });
    expect(decided.status).toBe(200);
    const answer = (await decided.json()) as ApprovalDecisionAnswer;
    expect(answer.results.map((result) => result.outcome)).toEqual(['rejected', 'rejected']);
    expect((await queueOf('companyId=1002&tab=rejected')).items.map((row) => row.note)).toEqual([
      'The order has left the warehouse.',
      'The order has left the warehouse.',
    ]);
    const audit = (await (await admin.get(`${AUDIT_ROUTES.list.path}?action=adminApproval.decide`)).json()) as AuditListAnswer;
    expect(audit.items.some((entry) => entry.kind === 'outcome' && entry.status === 200)).toBe(true);
  });

  it('approves a cancellation: the seller sees the order’s items cancelled by the admin', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const [request] = (await queueOf('companyId=1002&kind=cancel')).items;
    const answer = (await (
      await admin.post(ROUTES.decide.path, { items: [{ companyId: 1002, id: request!.id }], decision: 'approve' })
    ).json()) as ApprovalDecisionAnswer;
    expect(answer.results).toEqual([expect.objectContaining({ outcome: 'approved', code: null, orderId: request!.orderId })]);
    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const order = (await (await seller.get(fillPath(ORDER_ROUTES.detail.path, { id: request!.orderId }))).json()) as OrderDetailAnswer;
    const cancelled = order.order.items.filter((item) => request!.items.some((named) => named.id === item.id));
    expect(cancelled.map((item) => [item.status, item.cancellation?.userType])).toEqual(request!.items.map(() => ['cancelled', 'admin']));
  });

  it('refuses more requests than one decision takes, and a rejection without a note', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const many = Array.from({ length: APPROVAL_BATCH_MAX + 1 }, (_, n) => ({ companyId: 1002, id: n + 1 }));
    expect(await (await admin.post(ROUTES.decide.path, { items: many, decision: 'approve' })).json()).toMatchObject({
      fields: { items: 'adminCancelRefund.tooMany' },
    });
    expect(await (await admin.post(ROUTES.decide.path, { items: many.slice(0, 1), decision: 'reject' })).json()).toMatchObject({
      fields: { note: 'adminCancelRefund.noteRequired' },
    });
  });
});
