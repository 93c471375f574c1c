/** Orders (spec §2 Orders, Order Detail): the list, the detail and its actions, passed through to the marketplace service. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { RawQuery } from '@contract/lists/list-query';
import type { CreatedPackageAnswer, ExportAnswer, OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import { exportTooLarge } from '@contract/exports/export.rules';
import { cancelOrderSchema, createPackageSchema } from '@contract/orders/order.api';
import { orderFilterProblems, orderQueryToRaw, parseOrderQuery } from '@contract/orders/order.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { startExport } from '../../lib/jobs/export-job';
import { exportFilters } from '../../lib/jobs/export-request';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { readInvoiceUpload } from './invoice-upload';
import { exportQuery, ORDER_EXPORT, orderLister } from './orders.export';
import { jsonText } from '../../lib/json-text';

export const BROWSER_PAGE_SIZE_MAX = 100;

export function parseValidOrderQuery(raw: RawQuery, maxPageSize = BROWSER_PAGE_SIZE_MAX) {
  const query = parseOrderQuery(raw, maxPageSize);
  const fields = orderFilterProblems(query);
  if (fields) throw new ApiFailure('validation', { fields });
  return query;
}

export function ordersRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.orders, policy.can('orders.view'), async (c) => {
      const query = parseValidOrderQuery(c.req.query());
      const { caller, companyId } = sellerScope(c);
      return jsonText(c, await c.get('services').marketplaceText(caller, companyId, '/orders', { query: orderQueryToRaw(query) }));
    })
    .post(API.ordersExport, policy.can('orders.view'), async (c) => {
      const raw = exportQuery(parseValidOrderQuery(await exportFilters(c)));
      const scope = sellerScope(c);
      const list = orderLister(c.get('services'), scope);
      const { total } = await list({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, ORDER_EXPORT, scope, raw);
      return c.json<ExportAnswer>({ transactionId: transaction.id, rows: total }, 202);
    })
    .get(`${API.orders}/:id`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<OrderDetailAnswer>(caller, companyId, `/orders/${id}`));
    })
    .get(`${API.orders}/:id/logs`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<OrderLogsAnswer>(caller, companyId, `/orders/${id}/logs`));
    })
    .post(`${API.orders}/:id/cancel`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { itemIds, reason } = await validBody(c, cancelOrderSchema);
      const { caller, companyId, userType, displayName } = sellerScope(c);
      const body = { itemIds, reason, userType, canceledBy: displayName };
      return c.json(await c.get('services').marketplace<OrderDetailAnswer>(caller, companyId, `/orders/${id}/cancel`, { method: 'POST', body }));
    })
    .post(`${API.orders}/:id/packages`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { itemIds } = await validBody(c, createPackageSchema);
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<CreatedPackageAnswer>(caller, companyId, `/orders/${id}/packages`, { method: 'POST', body: { itemIds } }));
    })
    .post(`${API.orders}/:id/invoice`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const body = await readInvoiceUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<OrderDetailAnswer>(caller, companyId, `/orders/${id}/invoice`, { method: 'POST', body }));
    })
    .get(`${API.orders}/:id/invoice/file`, policy.can('orders.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      const file = await c.get('services').marketplace<{ fileName: string; contentBase64: string }>(caller, companyId, `/orders/${id}/invoice/file`);
      const safeName = file.fileName.replace(/[^\w.-]+/g, '_');
      return c.body(Buffer.from(file.contentBase64, 'base64'), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${safeName}"`,
      });
    })
    .delete(`${API.orders}/:id`, policy.can('orders.delete'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      await c.get('services').marketplace<null>(caller, companyId, `/orders/${id}`, { method: 'DELETE' });
      return c.body(null, 204);
    });
}
