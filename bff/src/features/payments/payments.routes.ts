/** Payments (spec §6: an admin acting as the seller only): the list and Payment Details. */
import { ACCOUNTING_ROUTES } from '@contract/downstream/accounting.routes';
import { PAYMENT_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function paymentsRoutes() {
  return apiRoutes(
    serve(PAYMENT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(ACCOUNTING_ROUTES.listPayments, caller, { params: { companyId }, query });
    }),
    serve(PAYMENT_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(ACCOUNTING_ROUTES.getPayment, caller, { params: { companyId, paymentId: params.id } });
    }),
  );
}
