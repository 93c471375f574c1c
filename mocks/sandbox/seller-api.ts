/**
 * The seller API on the marketplace service (contract/api-keys/seller-api.ts): a company's own systems read its
 * orders with an API key. No JWT here: the key alone names the company, so one company's key never reads another's.
 */
import type { Context } from 'hono';
import { bearerKeyOf, parseSellerApiPage, SELLER_API_AUTH_HEADER, SELLER_API_ORDERS_PATH, type SellerApiOrdersAnswer } from '@contract/api-keys/seller-api';
import { parseOrderQuery } from '@contract/orders/order.query';
import { companyOfApiKey } from '@mocks/world/api-keys/api-key-operations';
import { hashApiKey } from '@mocks/world/api-keys/api-key-secret';
import { listOrders } from '@mocks/world/orders/order-list';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { SellerApiLimits, type RateDecision } from './seller-api-limits';
import type { ServiceApp } from './service-app';

const refused = (c: Context, message: string) => {
  c.header('WWW-Authenticate', 'Bearer realm="seller-api"');
  return fail(c, 401, 'unauthorized', message);
};

const tooMany = (c: Context, { retryAfterSeconds }: RateDecision, per: string) => {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, 'rate_limited', `Too many calls ${per}: try again in ${retryAfterSeconds} s.`);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The caller's address as the marketplace's own Node server saw it; 'in-process' when called in process (tests, pages). */
function addressOf(c: Context): string {
  const incoming = isRecord(c.env) ? c.env.incoming : undefined;
  const socket = isRecord(incoming) ? incoming.socket : undefined;
  const address = isRecord(socket) ? socket.remoteAddress : undefined;
  return typeof address === 'string' ? address : 'in-process';
}

export function mountSellerApi(app: ServiceApp, world: World, now: () => number): void {
  const limits = new SellerApiLimits(now);
  app.get(SELLER_API_ORDERS_PATH, async (c) => {
    const byAddress = limits.byAddress(addressOf(c));
    if (!byAddress.allowed) return tooMany(c, byAddress, 'from this address');
    const key = bearerKeyOf(c.req.header(SELLER_API_AUTH_HEADER));
    if (!key) return refused(c, 'An API key is required: Authorization: Bearer <key>.');
    const byKey = limits.byKey(await hashApiKey(key));
    if (!byKey.allowed) return tooMany(c, byKey, 'with this key');
    const companyId = await companyOfApiKey(world, key, now());
    if (companyId === null) return refused(c, 'This API key is not valid (unknown or deleted).');
    const { page, pageSize } = parseSellerApiPage(c.req.query());
    const query = { ...parseOrderQuery({ tab: 'all', sort: '-orderDate' }), page, pageSize };
    const { items, total } = listOrders(world, companyId, query, now());
    return c.json<SellerApiOrdersAnswer>({ items, total, page, pageSize });
  });
}
