import { describe, expect, it } from 'vitest';
import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(() => NOW, { seed: 11 });
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };

const call = file.client('accounting', AYSE);

describe('sandbox accounting: reconciliation and payments', () => {
  it('answers a tab’s period with its lines, and every period for the picker', async () => {
    const current = await call<ReconciliationListAnswer>('1001/reconciliation/lines?pageSize=5');
    expect(current.status).toBe(200);
    expect(current.body.period?.kind).toBe('current');
    expect(current.body.items).toHaveLength(5);
    expect(current.body.total).toBe(current.body.period!.lineCount);
    expect(current.body.tabCounts.current).toBe(1);
    const past = await call<ReconciliationListAnswer>('1001/reconciliation/lines?tab=past&pageSize=1');
    expect(past.body.period!.id).toBe(current.body.period!.id - 1);
    const picked = await call<ReconciliationListAnswer>(`1001/reconciliation/lines?tab=past&period=${past.body.periods[0]!.id}&type=sale&pageSize=10000`);
    expect(picked.body.items.every((line) => line.type === 'sale' && line.periodId === past.body.periods[0]!.id)).toBe(true);
    expect(picked.body.items.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100).toBe(picked.body.period!.totals.sales);
  });

  it('refuses a broken date range, another company’s token, and unknown ids', async () => {
    expect((await call('1001/reconciliation/lines?from=2026-01-01&to=2026-01-20')).status).toBe(400);
    expect((await call('1002/reconciliation/lines')).status).toBe(403);
    expect((await call('1002/payments', { token: { role: 'service' } })).status).toBe(200);
    expect((await call('1001/reconciliation/periods/9999')).body).toMatchObject({ error: 'not_found' });
    expect((await call('1001/reconciliation/periods/abc')).status).toBe(404);
    expect((await call('9999/payments', { token: { role: 'admin', sub: 'usr-admin' } })).status).toBe(404);
  });

  it('answers a period with its payment, and the payments list and detail', async () => {
    const payments = await call<PaymentListAnswer>('1001/payments?tab=paid&sort=date');
    expect(payments.body.items.length).toBe(payments.body.tabCounts.paid);
    const first = payments.body.items[0]!;
    const period = await call<ReconciliationPeriodAnswer>(`1001/reconciliation/periods/${first.periodId}`);
    expect(period.body.payment).toEqual(first);
    const detail = await call<PaymentDetailAnswer>(`1001/payments/${first.id}`);
    expect(detail.body).toEqual({ payment: first, period: period.body.period });
    const other = await call(`1002/payments/${first.id}`, { token: { role: 'seller', companyId: 1002, sub: 'usr-omar' } });
    expect(other.status).toBe(404);
  });
});
