import { API } from '@contract/api/paths';
import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

describe('payments', () => {
  let h: Harness;
  let acting: TestBrowser;
  beforeAll(async () => {
    h = await createHarness();
    acting = new TestBrowser(h.app);
    await acting.actAs(1001);
  });

  it('lists the acted-as company’s payments, one per past period that held lines', async () => {
    const list = (await (await acting.get(`${API.payments}?sort=date`)).json()) as PaymentListAnswer;
    const { periods } = (await (await acting.get(`${API.reconciliation}?tab=past&pageSize=1`)).json()) as ReconciliationListAnswer;
    const paid = periods.filter((period) => period.paymentId !== null);
    expect(list.items.map((payment) => payment.periodId)).toEqual(paid.map((period) => period.id));
    expect(list.items.map((payment) => payment.amount)).toEqual(paid.map((period) => period.totals.payable));
    expect(list.tabCounts.all).toBe(list.items.length);
    expect(list.items.every((payment) => payment.reference.startsWith('TZ-1001-'))).toBe(true);
  });

  it('answers Payment Details, and not-found for another company’s payment', async () => {
    const [first] = ((await (await acting.get(API.payments)).json()) as PaymentListAnswer).items;
    const detail = (await (await acting.get(`${API.payments}/${first!.id}`)).json()) as PaymentDetailAnswer;
    expect(detail.payment).toEqual(first);
    expect(detail.period).toMatchObject({ id: first!.periodId, paymentId: first!.id });
    const other = new TestBrowser(h.app);
    await other.actAs(1002);
    expect((await other.get(`${API.payments}/${first!.id}`)).status).toBe(404);
  });

  it('is for an admin acting as the seller only: the seller gets 403', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.get(API.payments)).status).toBe(403);
    expect((await seller.get(`${API.payments}/10010050`)).status).toBe(403);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.get(API.payments)).status).toBe(403);
  });
});
