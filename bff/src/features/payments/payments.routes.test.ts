import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import { RECONCILIATION_ROUTES, PAYMENT_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('payments', () => {
  let h: Harness;
  let acting: TestBrowser;
  harnessPerFile(async (harness, made) => {
    h = harness;
    acting = made;
    await acting.actAs(1001);
  });

  it('lists the acted-as company’s payments, one per past period that held lines', async () => {
    const list = (await (await acting.call(PAYMENT_ROUTES.list, { search: 'sort=date' })).json()) as PaymentListAnswer;
    const { periods } = (await (await acting.call(RECONCILIATION_ROUTES.list, { search: 'tab=past&pageSize=1' })).json()) as ReconciliationListAnswer;
    const paid = periods.filter((period) => period.paymentId !== null);
    expect(list.items.map((payment) => payment.periodId)).toEqual(paid.map((period) => period.id));
    expect(list.items.map((payment) => payment.amount)).toEqual(paid.map((period) => period.totals.payable));
    expect(list.tabCounts.all).toBe(list.items.length);
    expect(list.items.every((payment) => payment.reference.startsWith('TZ-1001-'))).toBe(true);
  });

  it('answers Payment Details, and not-found for another company’s payment', async () => {
    const [first] = ((await (await acting.call(PAYMENT_ROUTES.list)).json()) as PaymentListAnswer).items;
    const detail = (await (await acting.call(PAYMENT_ROUTES.detail, { params: { id: first!.id } })).json()) as PaymentDetailAnswer;
    expect(detail.payment).toEqual(first);
    expect(detail.period).toMatchObject({ id: first!.periodId, paymentId: first!.id });
    const other = new TestBrowser(h.app);
    await other.actAs(1002);
    expect((await other.call(PAYMENT_ROUTES.detail, { params: { id: first!.id } })).status).toBe(404);
  });

  it('is for an admin acting as the seller only: the seller gets 403', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(PAYMENT_ROUTES.list)).status).toBe(403);
    expect((await seller.call(PAYMENT_ROUTES.detail, { params: { id: 10010050 } })).status).toBe(403);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(PAYMENT_ROUTES.list)).status).toBe(403);
  });
});
