import { API } from '@contract/api/paths';
import type { ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import type { LineType, ReconciliationLine, ReconciliationTotals } from '@contract/reconciliation/reconciliation.types';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

async function page(browser: TestBrowser, query: string): Promise<ReconciliationListAnswer> {
  const response = await browser.call(RECONCILIATION_ROUTES.list, { search: query });
  expect(response.status).toBe(200);
  return (await response.json()) as ReconciliationListAnswer;
}

/** Every line of a period, a browser page (100) at a time. */
async function everyLine(browser: TestBrowser, periodId: number): Promise<ReconciliationLine[]> {
  const lines: ReconciliationLine[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await page(browser, `tab=all&period=${periodId}&pageSize=100&page=${n}&sort=dueDate`);
    lines.push(...answer.items);
    if (lines.length >= answer.total) return lines;
  }
}

const TOTAL_OF: Record<LineType, keyof ReconciliationTotals> = {
  sale: 'sales',
  commission: 'salesCommission',
  refund: 'refunds',
  penalty: 'penalties',
  backInvoice: 'backInvoices',
  backInvoiceReturn: 'backInvoiceReturns',
};

describe('reconciliation', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(async (harness, made) => {
    h = harness;
    seller = made;
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('shows the current period’s totals and lines, and every period for the picker', async () => {
    const answer = await page(seller, 'pageSize=10');
    expect(answer.period).toMatchObject({ kind: 'current', currency: 'TRY' });
    expect(answer.items).toHaveLength(10);
    expect(answer.total).toBe(answer.period!.lineCount);
    expect(answer.periods.filter((period) => period.kind === 'current')).toHaveLength(1);
    expect(answer.tabCounts).toEqual({
      current: 1,
      past: answer.periods.filter((p) => p.kind === 'past').length,
      future: answer.periods.filter((p) => p.kind === 'future').length,
    });
    expect((await page(seller, 'tab=future')).period?.kind).toBe('future');
  });

  it('adds up: every total of every period, recomputed from its lines read through the BFF', async () => {
    const { periods } = await page(seller, 'tab=past&pageSize=1');
    for (const period of periods) {
      const cents: Record<keyof ReconciliationTotals, number> = {
        sales: 0,
        salesCommission: 0,
        refunds: 0,
        penalties: 0,
        backInvoices: 0,
        backInvoiceReturns: 0,
        payable: 0,
      };
      const lines = await everyLine(seller, period.id);
      for (const line of lines) {
        cents[TOTAL_OF[line.type]] += Math.round(line.total * 100);
        cents.payable += Math.round(line.total * 100);
      }
      expect(lines).toHaveLength(period.lineCount);
      expect(period.totals).toEqual(Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, value / 100])));
    }
  });

  it('filters the lines and refuses a date range over 10 days', async () => {
    const sales = await page(seller, 'tab=past&type=sale&marketplace=trendyol&pageSize=100');
    expect(sales.items.length).toBeGreaterThan(0);
    expect(sales.items.every((line) => line.type === 'sale' && line.channel === 'trendyol')).toBe(true);
    const long = await seller.call(RECONCILIATION_ROUTES.list, { search: 'from=2026-01-01&to=2026-01-20' });
    expect(long.status).toBe(400);
    expect((await long.json()).fields).toEqual({ from: 'validation.dateRangeTooLong' });
  });

  it('answers one period with its payment, and not-found for a period the company never had', async () => {
    const past = (await page(seller, 'tab=past&pageSize=1')).period!;
    const response = await seller.call(RECONCILIATION_ROUTES.period, { params: { id: past.id } });
    const answer = (await response.json()) as ReconciliationPeriodAnswer;
    expect(answer.period).toEqual(past);
    expect(answer.payment).toMatchObject({ id: past.paymentId, amount: past.totals.payable, periodId: past.id });
    expect((await seller.call(RECONCILIATION_ROUTES.period, { params: { id: 1 } })).status).toBe(404);
    expect((await seller.get(`${API.reconciliation}/periods/abc`)).status).toBe(404);
  });

  it('is seller work: an admin acting as the seller may read it, an admin who is not acting gets 403, signed-out 401', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1002);
    expect((await page(acting, 'pageSize=1')).period?.currency).toBe('USD');
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(RECONCILIATION_ROUTES.list)).status).toBe(403);
    expect((await new TestBrowser(h.app).call(RECONCILIATION_ROUTES.list)).status).toBe(401);
  });

  it('takes the company from the session: the seller’s own calls carry only their company', async () => {
    await page(seller, 'pageSize=1');
    const last = h.claims.filter((claim) => claim.service === 'accounting').at(-1)!;
    expect(last.payload).toMatchObject({ company_id: 1001, sub: 'usr-ayse', role: 'seller' });
  });
});
