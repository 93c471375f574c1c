/** Orders (spec §2 Orders, Order Detail): the list, the detail and its actions, passed through to the marketplace service. */
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { serviceFileBytes } from '../../lib/service-file';
import { readInvoiceUpload } from './invoice-upload';
import { exportQuery, ORDER_EXPORT, orderLister } from './orders.export';

export function ordersRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ORDER_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(MARKETPLACE_ROUTES.listOrders, caller, { params: { companyId }, query });
    }),
    serve(ORDER_ROUTES.export, async (c, { body, query }) => {
      const raw = exportQuery(body);
      const scope = sellerScope(c);
      const { total } = await orderLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, ORDER_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    serve(ORDER_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(MARKETPLACE_ROUTES.getOrder, caller, { params: { companyId, orderId: params.id } });
    }),
    serve(ORDER_ROUTES.logs, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(MARKETPLACE_ROUTES.orderLogs, caller, { params: { companyId, orderId: params.id } });
    }),
    serve(ORDER_ROUTES.cancel, async (c, { params, body: { itemIds, reason } }) => {
      const { caller, companyId, userType, displayName } = sellerScope(c);
      const body = { itemIds, reason, userType, canceledBy: displayName };
      return c.get('services').call(MARKETPLACE_ROUTES.cancelOrder, caller, { params: { companyId, orderId: params.id }, body });
    }),
    serve(ORDER_ROUTES.createPackage, async (c, { params, body: { itemIds } }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(MARKETPLACE_ROUTES.createPackage, caller, { params: { companyId, orderId: params.id }, body: { itemIds } });
    }),
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
    serve(ORDER_ROUTES.delete, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      await c.get('services').call(MARKETPLACE_ROUTES.deleteOrder, caller, { params: { companyId, orderId: params.id } });
      return null;
    }),
  );
}
