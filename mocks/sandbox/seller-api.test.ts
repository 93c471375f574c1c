import { describe, expect, it } from 'vitest';
import type { ApiKeyServiceCreated, ApiKeyServiceList } from '@contract/api-keys/api-key.api';
import { SELLER_API_ORDERS_PATH, type SellerApiOrdersAnswer } from '@contract/api-keys/seller-api';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(() => NOW);
const { sandbox } = file;
const call = file.client('marketplace', AYSE);

async function sellerApi(key: string | null, query = '') {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  const answer = await sandbox().apps.marketplace.request(`${SELLER_API_ORDERS_PATH}${query}`, { headers });
  return { status: answer.status, header: answer.headers.get('www-authenticate'), body: (await answer.json()) as Record<string, unknown> };
}

async function keyOf(companyId: number, name: string, token: TokenOptions): Promise<string> {
  return (await call<ApiKeyServiceCreated>(`${companyId}/api-keys`, { method: 'POST', token, body: { name } })).body.created.key;
}

describe('sandbox marketplace: the seller API', () => {
  it('answers the key’s company’s orders, newest first, one page, and records the use', async () => {
    const key = await keyOf(1001, 'Orders reader', AYSE);
    const answer = await sellerApi(key, '?page=2&pageSize=5');
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as SellerApiOrdersAnswer;
    expect(body).toMatchObject({ page: 2, pageSize: 5 });
    const book = orderBookOf(sandbox().world, 1001)!;
    expect(body.total).toBe(book.orders.length);
    const newestFirst = [...book.orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate));
    expect(body.items.map((order) => order.orderDate)).toEqual(newestFirst.slice(5, 10).map((order) => order.orderDate));
    const used = (await call<ApiKeyServiceList>('1001/api-keys')).body.items.find((row) => row.name === 'Orders reader');
    expect(used?.lastUsedAt).toBe(new Date(NOW).toISOString());
  });

  it('refuses a missing, malformed or unknown key with 401 and a JSON error', async () => {
    for (const key of [null, '', 'tzg_unknown-key-that-nobody-made']) {
      const answer = await sellerApi(key);
      expect(answer).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
      expect(typeof answer.body.message).toBe('string');
      expect(answer.header).toContain('Bearer');
    }
  });

  it('refuses a deleted key on its next use', async () => {
    const key = await keyOf(1001, 'Short-lived', AYSE);
    expect((await sellerApi(key)).status).toBe(200);
    const { id } = (await call<ApiKeyServiceList>('1001/api-keys')).body.items.find((row) => row.name === 'Short-lived')!;
    expect((await call(`1001/api-keys/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await sellerApi(key)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });

  it('never lets one company’s key read another’s orders', async () => {
    const ayse = (await sellerApi(await keyOf(1001, 'Isolation', AYSE), '?pageSize=100')).body as unknown as SellerApiOrdersAnswer;
    const omar = (await sellerApi(await keyOf(1002, 'Isolation', OMAR), '?pageSize=100')).body as unknown as SellerApiOrdersAnswer;
    const ownIds = (companyId: number) => new Set(orderBookOf(sandbox().world, companyId)!.orders.map((order) => order.id));
    expect(ayse.items.length).toBeGreaterThan(0);
    expect(omar.items.length).toBeGreaterThan(0);
    expect(ayse.items.every((order) => ownIds(1001).has(order.id))).toBe(true);
    expect(omar.items.every((order) => ownIds(1002).has(order.id))).toBe(true);
    const omarIds = new Set(omar.items.map((order) => order.id));
    expect(ayse.items.some((order) => omarIds.has(order.id))).toBe(false);
  });
});
