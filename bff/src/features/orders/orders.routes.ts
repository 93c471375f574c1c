/** Orders (spec §2 Orders, Order Detail): the list, the detail and its actions, passed through to the marketplace service. */
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { forward, idAs } from '../../lib/forward';
import { sellerScope } from '../../lib/seller-scope';
import { serviceFileBytes } from '../../lib/service-file';
import { readInvoiceUpload } from './invoice-upload';
import { exportQuery, ORDER_EXPORT, orderLister } from './orders.export';

const orderId = idAs('orderId');

export function ordersRoutes(ctx: AppContext) {
  return apiRoutes(
    forward(ORDER_ROUTES.list, MARKETPLACE_ROUTES.listOrders, { answer: 'text' }),
    serve(ORDER_ROUTES.export, async (c, { body, query }) => {
      const raw = exportQuery(body);
      const scope = sellerScope(c);
      const { total } = await orderLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, ORDER_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    forward(ORDER_ROUTES.detail, MARKETPLACE_ROUTES.getOrder, { params: orderId }),
    forward(ORDER_ROUTES.logs, MARKETPLACE_ROUTES.orderLogs, { params: orderId }),
    forward(ORDER_ROUTES.cancel, MARKETPLACE_ROUTES.cancelOrder, {
      params: orderId,
      body: ({ itemIds, reason }, { userType, displayName }) => ({ itemIds, reason, userType, canceledBy: displayName }),
    }),
    forward(ORDER_ROUTES.createPackage, MARKETPLACE_ROUTES.createPackage, { params: orderId }),
    serve(ORDER_ROUTES.uploadInvoice, async (c, { params }) => {
      const body = await readInvoiceUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(MARKETPLACE_ROUTES.uploadInvoice, caller, { params: { companyId, orderId: params.id }, body });
    }),
    serve(ORDER_ROUTES.invoiceFile, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      const file = await c.get('services').call(MARKETPLACE_ROUTES.invoiceFile, caller, { params: { companyId, orderId: params.id } });
      const safeName = file.fileName.replace(/[^\w.-]+/g, '_');
      return c.body(serviceFileBytes(file.contentBase64), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${safeName}"`,
      });
    }),
    forward(ORDER_ROUTES.delete, MARKETPLACE_ROUTES.deleteOrder, { params: orderId }),
  );
}
