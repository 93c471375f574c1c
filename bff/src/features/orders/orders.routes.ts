/** Orders (spec §2 Orders, Order Detail): the list, the detail and its actions, passed through to the marketplace service. */
import { exportTooLarge } from '@contract/exports/export.rules';
import type { OrderDetailAnswer, OrderListAnswer } from '@contract/orders/order.api';
import { orderQueryToRaw } from '@contract/orders/order.query';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, jsonTextOf, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { startExport } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { readInvoiceUpload } from './invoice-upload';
import { exportQuery, ORDER_EXPORT, orderLister } from './orders.export';

export function ordersRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ORDER_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return jsonTextOf<OrderListAnswer>(await c.get('services').marketplaceText(caller, companyId, '/orders', { query: orderQueryToRaw(query) }));
    }),
    serve(ORDER_ROUTES.export, async (c, { body }) => {
      const raw = exportQuery(body);
      const scope = sellerScope(c);
      const { total } = await orderLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, ORDER_EXPORT, scope, raw);
      return { transactionId: transaction.id, rows: total };
    }),
    serve(ORDER_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<OrderDetailAnswer>(caller, companyId, `/orders/${params.id}`);
    }),
    serve(ORDER_ROUTES.logs, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace(caller, companyId, `/orders/${params.id}/logs`);
    }),
    serve(ORDER_ROUTES.cancel, async (c, { params, body: { itemIds, reason } }) => {
      const { caller, companyId, userType, displayName } = sellerScope(c);
      const body = { itemIds, reason, userType, canceledBy: displayName };
      return c.get('services').marketplace(caller, companyId, `/orders/${params.id}/cancel`, { method: 'POST', body });
    }),
    serve(ORDER_ROUTES.createPackage, async (c, { params, body: { itemIds } }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace(caller, companyId, `/orders/${params.id}/packages`, { method: 'POST', body: { itemIds } });
    }),
    serve(ORDER_ROUTES.uploadInvoice, async (c, { params }) => {
      const body = await readInvoiceUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace(caller, companyId, `/orders/${params.id}/invoice`, { method: 'POST', body });
    }),
    serve(ORDER_ROUTES.invoiceFile, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      const file = await c.get('services').marketplace<{ fileName: string; contentBase64: string }>(caller, companyId, `/orders/${params.id}/invoice/file`);
      const safeName = file.fileName.replace(/[^\w.-]+/g, '_');
      return c.body(Buffer.from(file.contentBase64, 'base64'), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${safeName}"`,
      });
    }),
    serve(ORDER_ROUTES.delete, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      await c.get('services').marketplace<null>(caller, companyId, `/orders/${params.id}`, { method: 'DELETE' });
      return null;
    }),
  );
}
