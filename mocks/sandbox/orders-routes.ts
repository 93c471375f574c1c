/**
 * The marketplace service's orders and packages (contract/downstream/marketplace.ts) under /v1/companies/:companyId,
 * over the world's order operations (mocks/world/orders). Refusals answer 409 `{ error: <ErrorCode>, message }`.
 */
import type { Context } from 'hono';
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { cancelOrderSchema, createPackageSchema, invoiceFieldsSchema, invoiceFileProblem } from '@contract/orders/order.api';
import { orderFilterProblems, parseOrderQuery } from '@contract/orders/order.query';
import { CANCEL_USER_TYPES, type CancelReason, type CancelUserType } from '@contract/orders/order.types';
import { packageFilterProblems, parsePackageQuery } from '@contract/packages/package.query';
import { findCompany } from '@mocks/world/lookups';
import { getOrderDetail } from '@mocks/world/orders/order-detail';
import { invoiceFile, uploadInvoice } from '@mocks/world/orders/order-invoice';
import { listOrders } from '@mocks/world/orders/order-list';
import { cancelItems, createPackage, deleteOrder, orderLogs } from '@mocks/world/orders/order-operations';
import { listPackages } from '@mocks/world/orders/package-list';
import { deletePackage, getPackage, recreateLabel, refreshLabel } from '@mocks/world/orders/package-operations';
import type { World } from '@mocks/world/world';
import { mayReadCompany, type SandboxEnv } from './jwt-guard';
import { fail, jsonBody, positiveInt } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const BASE = '/v1/companies/:companyId';
const notFound = (c: Ctx) => fail(c, 404, 'not_found', 'No such order or package in this company.');

/** The company of the path when the token may read it, else the refusal to send. */
export function companyOf(c: Ctx, world: World): number | Response {
  const companyId = positiveInt(c.req.param('companyId'));
  if (companyId === null) return fail(c, 404, 'not_found', 'No such company.');
  if (!mayReadCompany(c.get('claims'), companyId)) return fail(c, 403, 'forbidden', 'This token may not read that company.');
  return findCompany(world, companyId) ? companyId : fail(c, 404, 'not_found', 'No such company.');
}

/** A contract refusal: the ErrorCode ones are 409; the two that are only bad input are 400. */
function refuse(c: Ctx, code: string) {
  if (code in ERROR_MESSAGES) return fail(c, 409, code, ERROR_MESSAGES[code as ErrorCode]);
  return fail(c, 400, code, code === 'noItemsSelected' ? 'Select at least one item.' : 'An item is not in this order.');
}

function answer<T extends object>(c: Ctx, result: T | string | undefined) {
  if (result === undefined) return notFound(c);
  return typeof result === 'string' ? refuse(c, result) : c.json(result);
}

/** Deleting is staff work: an admin acting as the seller (`act`), or an admin or service token. */
function mayDelete(c: Ctx): boolean {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin' || claims.role === 'service';
}

function base64Head(content: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return null;
  return Uint8Array.from(Buffer.from(content.slice(0, 16), 'base64'));
}

export function mountOrderRoutes(app: ServiceApp, world: World, now: () => number): void {
  const withId = (c: Ctx, name: string, run: (companyId: number, id: number) => Response | Promise<Response>) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const id = positiveInt(c.req.param(name));
    return id === null ? notFound(c) : run(companyId, id);
  };

  app.get(`${BASE}/orders`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseOrderQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    const problems = orderFilterProblems(query);
    if (problems) return fail(c, 400, 'bad_request', `Invalid filters: ${Object.keys(problems).join(', ')}.`);
    return c.json(listOrders(world, companyId, query, now()));
  });
  app.get(`${BASE}/orders/:orderId`, (c) => withId(c, 'orderId', (companyId, id) => answer(c, getOrderDetail(world, companyId, id, now()))));
  app.get(`${BASE}/orders/:orderId/logs`, (c) => withId(c, 'orderId', (companyId, id) => answer(c, orderLogs(world, companyId, id))));
  app.get(`${BASE}/orders/:orderId/invoice/file`, (c) => withId(c, 'orderId', (companyId, id) => answer(c, invoiceFile(world, companyId, id))));

  app.post(`${BASE}/orders/:orderId/cancel`, (c) => withId(c, 'orderId', async (companyId, id) => {
    const body = await jsonBody(c);
    const canceledBy = typeof body?.canceledBy === 'string' ? body.canceledBy.trim() : '';
    if (!body || fieldErrors(cancelOrderSchema, body) || !CANCEL_USER_TYPES.includes(body.userType as CancelUserType) || !canceledBy) {
      return fail(c, 400, 'bad_request', 'itemIds, reason, userType and canceledBy are required.');
    }
    const request = { itemIds: body.itemIds as number[], reason: body.reason as CancelReason, userType: body.userType as CancelUserType, canceledBy };
    return answer(c, cancelItems(world, companyId, id, request, now()));
  }));

  app.post(`${BASE}/orders/:orderId/packages`, (c) => withId(c, 'orderId', async (companyId, id) => {
    const body = await jsonBody(c);
    if (!body || fieldErrors(createPackageSchema, body)) return fail(c, 400, 'bad_request', 'itemIds is required.');
    return answer(c, createPackage(world, companyId, id, body.itemIds as number[], now()));
  }));

  app.post(`${BASE}/orders/:orderId/invoice`, (c) => withId(c, 'orderId', async (companyId, id) => {
    const body = (await jsonBody(c)) ?? {};
    if (fieldErrors(invoiceFieldsSchema, body)) return fail(c, 400, 'invoiceInvalid', ERROR_MESSAGES.invoiceInvalid);
    const { fileName, contentBase64 } = body;
    const head = typeof contentBase64 === 'string' ? base64Head(contentBase64) : null;
    if (typeof fileName !== 'string' || typeof contentBase64 !== 'string' || !head) return fail(c, 400, 'pdfRequired', ERROR_MESSAGES.pdfRequired);
    const problem = invoiceFileProblem({ name: fileName, size: Math.floor((contentBase64.length * 3) / 4), head });
    if (problem === 'validation.invoiceFileTooLarge') return fail(c, 413, 'fileTooLarge', ERROR_MESSAGES.fileTooLarge);
    if (problem) return fail(c, 400, 'pdfRequired', ERROR_MESSAGES.pdfRequired);
    const upload = { number: String(body.number).trim(), date: String(body.date), fileName, contentBase64 };
    return answer(c, uploadInvoice(world, companyId, id, upload, now()));
  }));

  app.delete(`${BASE}/orders/:orderId`, (c) => withId(c, 'orderId', (companyId, id) => {
    if (!mayDelete(c)) return fail(c, 403, 'forbidden', 'Only staff may delete orders.');
    return deleteOrder(world, companyId, id) ? c.body(null, 204) : notFound(c);
  }));

  app.get(`${BASE}/packages`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parsePackageQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    if (packageFilterProblems(query)) return fail(c, 400, 'bad_request', 'Invalid date range.');
    return c.json(listPackages(world, companyId, query));
  });
  app.get(`${BASE}/packages/:packageId`, (c) => withId(c, 'packageId', (companyId, id) => answer(c, getPackage(world, companyId, id))));
  app.post(`${BASE}/packages/:packageId/label/refresh`, (c) => withId(c, 'packageId', (companyId, id) => answer(c, refreshLabel(world, companyId, id, now()))));
  app.post(`${BASE}/packages/:packageId/label/recreate`, (c) => withId(c, 'packageId', (companyId, id) => answer(c, recreateLabel(world, companyId, id, now()))));
  app.delete(`${BASE}/packages/:packageId`, (c) => withId(c, 'packageId', (companyId, id) => {
    if (!mayDelete(c)) return fail(c, 403, 'forbidden', 'Only staff may delete packages.');
    const result = deletePackage(world, companyId, id, now());
    return result === true ? c.body(null, 204) : answer(c, result);
  }));
}
