/** /admin/order-claim-tools/index through the BFF: the staff queue and search, a claim decided and a state corrected, audited with the company. */
import type { ClaimToolRow, OrderClaimToolsAnswer, OrderToolRow } from '@contract/admin-orders/order-claim-tools';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES as ROUTES } from '@contract/admin-orders/order-claim-tools.routes';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  admin = fresh;
});

async function search(query: string): Promise<OrderClaimToolsAnswer> {
  return (await (await admin.get(`${ROUTES.search.path}?${query}`)).json()) as OrderClaimToolsAnswer;
}

describe('GET /api/admin/order-claim-tools', () => {
  it('lists a company’s claims waiting for staff, and finds a claim by its marketplace number across companies', { timeout: 60_000 }, async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const queue = await search('companyId=1002');
    expect(queue.items.length).toBeGreaterThan(0);
    expect(queue.items.every((row) => row.kind === 'claim' && row.status === 'waitingAdmin' && row.companyName === 'Gulf Home Goods')).toBe(true);
    const claim = queue.items[0]!;
    const found = await search(`q=${claim.reference}`);
    expect(found.items).toEqual([expect.objectContaining({ kind: 'claim', id: claim.id, companyId: 1002 })]);
  });

  it('refuses a search too short', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const short = await admin.get(`${ROUTES.search.path}?q=ab`);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { q: 'adminOrderClaimTools.searchTooShort' } });
  });
});

describe('changes', () => {
  it('approves a claim in Waiting Admin: the seller sees it with the accounting system and the note, the audit names the company', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const claim = (await search('companyId=1002')).items[0] as ClaimToolRow;
    const path = fillPath(ROUTES.decideClaim.path, { companyId: 1002, claimId: claim.id });
    const decided = await admin.post(path, { decision: 'approve', note: 'Refund the customer.' });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ status: 'waitingAccounting', adminNote: 'Refund the customer.' });
    expect(await (await admin.post(path, { decision: 'reject', note: 'Again' })).json()).toMatchObject({ code: 'claimNotWaitingAdmin' });

    const audit = (await (await admin.get(`${AUDIT_ROUTES.list.path}?action=adminOrderClaimTools.decideClaim&companyId=1002`)).json()) as AuditListAnswer;
    expect(audit.items.some((entry) => entry.kind === 'outcome' && entry.status === 200 && entry.targets.claimId === String(claim.id))).toBe(true);

    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const seen = (await (await seller.get(fillPath(CLAIM_ROUTES.detail.path, { id: claim.id }))).json()) as ClaimDetailAnswer;
    expect(seen.claim).toMatchObject({ status: 'waitingAccounting', adminNote: 'Refund the customer.' });
  });

  it('refuses a decision without a note, and another company’s claim', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const claim = (await search('companyId=1002')).items[0]!;
    const refused = await admin.post(fillPath(ROUTES.decideClaim.path, { companyId: 1002, claimId: claim.id }), { decision: 'reject', note: '' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { note: 'adminOrderClaimTools.noteRequired' } });
    const elsewhere = await admin.post(fillPath(ROUTES.decideClaim.path, { companyId: 1001, claimId: claim.id }), { decision: 'approve', note: 'x' });
    expect(elsewhere.status).toBe(404);
  });

  it('corrects a shipped order to delivered with a reason', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const orders = await search('tab=orders&companyId=1002&pageSize=100');
    const order = orders.items.find((row): row is OrderToolRow => row.kind === 'order' && row.status === 'shipped' && row.corrections.includes('completed'))!;
    const path = fillPath(ROUTES.correctOrder.path, { companyId: 1002, orderId: order.id });
    const corrected = await admin.post(path, { status: 'completed', reason: 'Carrier confirmed delivery' });
    expect(await corrected.json()).toMatchObject({ status: 'completed' });
    expect(await (await admin.post(path, { status: 'completed', reason: 'Again' })).json()).toMatchObject({ code: 'stateUnchanged' });
  });
});
