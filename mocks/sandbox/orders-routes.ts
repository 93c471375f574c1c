/**
 * The marketplace service's orders and packages (MARKETPLACE_ROUTES of contract/downstream/marketplace.routes.ts),
 * over the world's order operations (mocks/world/orders). Refusals answer as serveService maps them (409 `{ error: <ErrorCode>, message }` for a rule).
 */
import { ERROR_MESSAGES } from '@contract/errors';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { MARKETPLACE_ROUTES as ROUTES } from '@contract/downstream/marketplace.routes';
import { createPackageSchema, invoiceFileProblem } from '@contract/orders/order.api';
import { getOrderDetail } from '@mocks/world/orders/order-detail';
import { invoiceFile, uploadInvoice } from '@mocks/world/orders/order-invoice';
import { listOrders } from '@mocks/world/orders/order-list';
import { cancelItems, createPackage, deleteOrder, orderLogs } from '@mocks/world/orders/order-operations';
import { listPackages } from '@mocks/world/orders/package-list';
import { deletePackage, getPackage, recreateLabel, refreshLabel } from '@mocks/world/orders/package-operations';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such order or package in this company.');

/** Deleting is staff work: an admin acting as the seller (`act`), or an admin or service token. */
function mayDelete(c: ServiceContext): boolean {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin' || claims.role === 'service';
}

function base64Head(content: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return null;
  // Whole 4-character groups only (atob refuses the rest): the first 12 bytes, enough for any file signature.
  const head = content.slice(0, 16);
  return Uint8Array.from(atob(head.slice(0, head.length - (head.length % 4))), (char) => char.charCodeAt(0));
}

export function mountOrderRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };
  const invalidFilters = (c: ServiceContext) => fail(c, 400, 'bad_request', 'Invalid date range.');

  serveService(app, ROUTES.listOrders, (_c, { params, query }) => listOrders(world, params.companyId, query, now()), scoped);
  serveService(app, ROUTES.getOrder, (_c, { params }) => getOrderDetail(world, params.companyId, params.orderId, now()), scoped);
  serveService(app, ROUTES.orderLogs, (_c, { params }) => orderLogs(world, params.companyId, params.orderId), scoped);
  serveService(app, ROUTES.invoiceFile, (_c, { params }) => invoiceFile(world, params.companyId, params.orderId), scoped);

  serveService(
    app,
    ROUTES.cancelOrder,
    (c, { params, body: sent }) => {
      const request = checkedBody(ROUTES.cancelOrder, sent, (fields) => badBody(c, fields));
      if (request instanceof Response) return request;
      return cancelItems(world, params.companyId, params.orderId, request, now());
    },
    scoped,
  );

  serveService(
    app,
    ROUTES.createPackage,
    (c, { params, body }) => {
      if (!body || fieldErrors(createPackageSchema, body)) return fail(c, 400, 'bad_request', 'itemIds is required.');
      return createPackage(world, params.companyId, params.orderId, body.itemIds as number[], now());
    },
    scoped,
  );

  serveService(
    app,
    ROUTES.uploadInvoice,
    (c, { params, body: sent }) => {
      const upload = checkedBody(ROUTES.uploadInvoice, sent, (fields) =>
        fields.number || fields.date ? fail(c, 400, 'invoiceInvalid', ERROR_MESSAGES.invoiceInvalid) : fail(c, 400, 'pdfRequired', ERROR_MESSAGES.pdfRequired),
      );
      if (upload instanceof Response) return upload;
      const { fileName, contentBase64 } = upload;
      const head = base64Head(contentBase64);
      if (!head) return fail(c, 400, 'pdfRequired', ERROR_MESSAGES.pdfRequired);
      const problem = invoiceFileProblem({ name: fileName, size: Math.floor((contentBase64.length * 3) / 4), head });
      if (problem === 'validation.invoiceFileTooLarge') return fail(c, 413, 'fileTooLarge', ERROR_MESSAGES.fileTooLarge);
      if (problem) return fail(c, 400, 'pdfRequired', ERROR_MESSAGES.pdfRequired);
      return uploadInvoice(world, params.companyId, params.orderId, upload, now());
    },
    scoped,
  );

  serveService(
    app,
    ROUTES.deleteOrder,
    (c, { params }) => {
      if (!mayDelete(c)) return fail(c, 403, 'forbidden', 'Only staff may delete orders.');
      return deleteOrder(world, params.companyId, params.orderId) ? null : notFound(c);
    },
    scoped,
  );

  serveService(app, ROUTES.listPackages, (_c, { params, query }) => listPackages(world, params.companyId, query), { ...scoped, badQuery: invalidFilters });
  serveService(app, ROUTES.getPackage, (_c, { params }) => getPackage(world, params.companyId, params.packageId), scoped);
  serveService(app, ROUTES.refreshLabel, (_c, { params }) => refreshLabel(world, params.companyId, params.packageId, now()), scoped);
  serveService(app, ROUTES.recreateLabel, (_c, { params }) => recreateLabel(world, params.companyId, params.packageId, now()), scoped);
  serveService(
    app,
    ROUTES.deletePackage,
    (c, { params }) => {
      if (!mayDelete(c)) return fail(c, 403, 'forbidden', 'Only staff may delete packages.');
      return deletePackage(world, params.companyId, params.packageId, now());
    },
    scoped,
  );
}
