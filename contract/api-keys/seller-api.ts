/**
 * The seller API: what a company's own systems call with an API key (API Settings shows the address and an example).
 * The marketplace service serves it; the key travels as `Authorization: Bearer <key>`; a refusal is 401 with
 * `{ error, message }` (the downstream error body); too many calls, 429 (SELLER_API_LIMITS).
 */
import type { OrderRow } from '../orders/order.types';
import { parsePage } from '../lists/list-query';

export const SELLER_API_PATH = '/seller-api/v1';
export const SELLER_API_ORDERS_PATH = `${SELLER_API_PATH}/orders`;
export const SELLER_API_AUTH_HEADER = 'Authorization';
export const SELLER_API_PAGE_SIZE_DEFAULT = 20;
export const SELLER_API_PAGE_SIZE_MAX = 100;
/**
 * Calls a minute the seller API takes per key and per calling address (a window of one minute); past either it answers
 * 429 `rate_limited` with `Retry-After` in seconds. The address's ceiling is looser: an office behind one address may
 * run several keys.
 */
export const SELLER_API_LIMITS = { perKeyPerMinute: 60, perAddressPerMinute: 600 } as const;

/** GET /seller-api/v1/orders: the company's orders, newest first, one page. */
export interface SellerApiOrdersAnswer {
  items: OrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SellerApiPage {
  page: number;
  pageSize: number;
}

export function parseSellerApiPage(raw: { page?: string | undefined; pageSize?: string | undefined }): SellerApiPage {
  const size = /^\d{1,3}$/.test(raw.pageSize ?? '') ? Number(raw.pageSize) : SELLER_API_PAGE_SIZE_DEFAULT;
  return { page: parsePage(raw.page), pageSize: Math.min(Math.max(size, 1), SELLER_API_PAGE_SIZE_MAX) };
}

/** The key out of an Authorization header, or null. */
export function bearerKeyOf(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The curl line API Settings shows for a base URL. */
export function sellerApiCurl(baseUrl: string, key = '<your-api-key>'): string {
  return `curl -H "${SELLER_API_AUTH_HEADER}: Bearer ${key}" "${baseUrl}/orders?page=1&pageSize=${SELLER_API_PAGE_SIZE_DEFAULT}"`;
}
