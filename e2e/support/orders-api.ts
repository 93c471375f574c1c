/**
 * Read-only look-ups through the BFF's orders and packages API (what the SPA asks for), so a test can pick an order
 * or package of its own before it drives the screens. Every test shares one world: pick by something no other test
 * picks by (a sales channel, a tab) and never rely on another test's changes.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { OrderDetailAnswer, OrderListAnswer } from '@contract/orders/order.api';
import { orderQueryToRaw, type OrderListQuery } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { packageQueryToRaw, type PackageListQuery } from '@contract/packages/package.query';
import type { PackageRow } from '@contract/packages/package.types';

async function getJson<T>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { params });
  expect(response.status(), `GET ${path} ${JSON.stringify(params)}`).toBe(200);
  return (await response.json()) as T;
}

export function listOrders(request: APIRequestContext, query: Partial<OrderListQuery>): Promise<OrderListAnswer> {
  return getJson<OrderListAnswer>(request, API.orders, orderQueryToRaw(query));
}

export function orderDetail(request: APIRequestContext, id: number): Promise<OrderDetailAnswer> {
  return getJson<OrderDetailAnswer>(request, `${API.orders}/${id}`);
}

export function listPackages(request: APIRequestContext, query: Partial<PackageListQuery>): Promise<PackageListAnswer> {
  return getJson<PackageListAnswer>(request, API.packages, packageQueryToRaw(query));
}

export function packageDetail(request: APIRequestContext, id: number): Promise<PackageDetailAnswer> {
  return getJson<PackageDetailAnswer>(request, `${API.packages}/${id}`);
}

/** The first order of the (oldest-first) list whose detail passes `accept`; fails the test when there is none. */
export async function findOrder(
  request: APIRequestContext,
  query: Partial<OrderListQuery>,
  accept: (detail: OrderDetailAnswer, row: OrderRow) => boolean = () => true,
): Promise<OrderDetailAnswer> {
  const { items } = await listOrders(request, { sort: { field: 'orderDate', direction: 'asc' }, pageSize: 100, ...query });
  for (const row of items) {
    const detail = await orderDetail(request, row.id);
    if (accept(detail, row)) return detail;
  }
  throw new Error(`No order in ${JSON.stringify(query)} fits this test (the seeded world changed?)`);
}

/** The first package of a list whose row passes `accept`. */
export async function findPackage(
  request: APIRequestContext,
  query: Partial<PackageListQuery>,
  accept: (row: PackageRow) => boolean = () => true,
): Promise<PackageRow> {
  const { items } = await listPackages(request, { pageSize: 100, ...query });
  const found = items.find(accept);
  if (!found) throw new Error(`No package in ${JSON.stringify(query)} fits this test (the seeded world changed?)`);
  return found;
}
