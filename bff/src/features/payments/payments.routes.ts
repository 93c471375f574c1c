/** Payments (spec §6: an admin acting as the seller only): the list and Payment Details. */
import { ACCOUNTING_PATHS } from '@contract/downstream/accounting';
import type { PaymentDetailAnswer, PaymentListAnswer } from '@contract/reconciliation/reconciliation.api';
import { paymentQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import { PAYMENT_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function paymentsRoutes() {
  return apiRoutes(
    serve(PAYMENT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').accounting<PaymentListAnswer>(caller, companyId, ACCOUNTING_PATHS.payments, { query: paymentQueryToRaw(query) });
    }),
    serve(PAYMENT_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').accounting<PaymentDetailAnswer>(caller, companyId, ACCOUNTING_PATHS.payment(params.id));
    }),
  );
}
