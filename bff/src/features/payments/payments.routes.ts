/** Payments (spec §6: an admin acting as the seller only): the list and Payment Details. */
import { ACCOUNTING_ROUTES } from '@contract/downstream/accounting.routes';
import { PAYMENT_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';

export function paymentsRoutes() {
  return apiRoutes(
    forward(PAYMENT_ROUTES.list, ACCOUNTING_ROUTES.listPayments),
    forward(PAYMENT_ROUTES.detail, ACCOUNTING_ROUTES.getPayment, { params: idAs('paymentId') }),
  );
}
