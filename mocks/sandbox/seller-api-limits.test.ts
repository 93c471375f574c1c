/** The seller API's limits: 429 with Retry-After past a key's or an address's calls a minute, and a new minute lets calls in again. */
import { describe, expect, it } from 'vitest';
import type { ApiKeyServiceCreated } from '@contract/api-keys/api-key.api';
import { SELLER_API_LIMITS, SELLER_API_ORDERS_PATH } from '@contract/api-keys/seller-api';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const START = Date.UTC(2026, 0, 15, 9, 0, 0);
let now = START;
const file = sandboxPerFile(() => now);
const { sandbox } = file;
const call = file.client('marketplace', AYSE);

const keyNamed = async (name: string) => (await call<ApiKeyServiceCreated>('1001/api-keys', { method: 'POST', body: { name } })).body.created.key;
const sellerApi = (key: string) => sandbox().apps.marketplace.request(`${SELLER_API_ORDERS_PATH}?pageSize=1`, { headers: { authorization: `Bearer ${key}` } });

describe('sandbox marketplace: the seller API limits', () => {
  it("answers 429 with Retry-After past a key's calls a minute, other keys unaffected, and lets it in again the next minute", async () => {
    now = START;
    const [busy, other] = [await keyNamed('Busy'), await keyNamed('Other')];
    for (let i = 0; i < SELLER_API_LIMITS.perKeyPerMinute; i++) expect((await sellerApi(busy)).status).toBe(200);
    now = START + 45_000;
    const refused = await sellerApi(busy);
    expect([refused.status, refused.headers.get('retry-after'), ((await refused.json()) as { error: string }).error]).toEqual([429, '15', 'rate_limited']);
    expect((await sellerApi(other)).status).toBe(200);
    now = START + 60_000;
    expect((await sellerApi(busy)).status).toBe(200);
  });

  it("answers 429 past an address's calls a minute, whatever the key, before looking the key up", async () => {
    now = START + 10 * 60_000;
    const keys = await Promise.all(
      Array.from({ length: Math.ceil(SELLER_API_LIMITS.perAddressPerMinute / SELLER_API_LIMITS.perKeyPerMinute) }, (_, i) => keyNamed(`Office ${i}`)),
    );
    for (let i = 0; i < SELLER_API_LIMITS.perAddressPerMinute; i++) expect((await sellerApi(keys[i % keys.length]!)).status).toBe(200);
    const refused = await sellerApi('not-even-a-key');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
  });
});
