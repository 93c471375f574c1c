/** Payments (spec §6: an admin acting as the seller only): the list and Payment Details. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { ACCOUNTING_PATHS } from '@contract/downstream/accounting';
import type { PaymentDetailAnswer, PaymentListAnswer } from '@contract/reconciliation/reconciliation.api';
import { parsePaymentQuery, paymentQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import type { AppEnv } from '../../lib/app-env';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';

export function paymentsRoutes() {
  return new Hono<AppEnv>()
    .get(API.payments, policy.can('payments.view'), async (c) => {
      const query = parsePaymentQuery(c.req.query());
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').accounting<PaymentListAnswer>(caller, companyId, ACCOUNTING_PATHS.payments, { query: paymentQueryToRaw(query) }));
    })
    .get(`${API.payments}/:id`, policy.can('payments.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').accounting<PaymentDetailAnswer>(caller, companyId, ACCOUNTING_PATHS.payment(id)));
    });
}
