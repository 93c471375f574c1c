import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import type { ServiceName } from '@contract/downstream/common';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);
const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };

/** One row of each staff file's shape; `checkOnly` so the world is left as it was, while the answer still counts. */
const STAFF_BULK_ROUTES: readonly { service: ServiceName; path: string; row: object }[] = [
  { service: 'marketplace', path: 'tag-rows', row: { tag: 'Key account', productId: null, sku: '', companyId: 1001, action: 'assign' } },
  { service: 'marketplace', path: 'lead-time-rows', row: { companyId: 1001, categoryId: null, fulfillmentDay: 2 } },
  { service: 'marketplace', path: 'stock-rows', row: { companyId: 1001, sku: 'NO-SUCH-SKU', marketplace: 'all', stock: 5 } },
  { service: 'marketplace', path: 'category-block-rows', row: { companyId: 1001, categoryId: 1, action: 'block', reason: 'test' } },
  {
    service: 'marketplace',
    path: 'product-tools/price-block-rows',
    row: { companyId: 1001, variantId: null, sku: 'NO-SUCH-SKU', action: 'block', reason: 'test' },
  },
  {
    service: 'marketplace',
    path: 'product-tools/lock-update-rows',
    row: { companyId: 1001, variantId: null, sku: 'NO-SUCH-SKU', marketplace: '', action: 'lock', reason: 'test' },
  },
  { service: 'logistics', path: 'etgb-rows', row: { packageId: 1, etgbNumber: 'ETGB-1' } },
  { service: 'accounting', path: 'commission-rows', row: { marketplace: null, categoryId: 1, ratePercent: 12 } },
];

describe('sandbox: every staff file applies a batch once by its id', () => {
  for (const { service, path, row } of STAFF_BULK_ROUTES) {
    it(`${service} ${path}: the same batch again answers its first answer; its id with other rows is refused`, async () => {
      const call = file.client(service, ADMIN, '/v1/admin/');
      const batch = { rows: [{ ...row, checkOnly: true }], batchId: `tx-1:${path}:0` };
      const first = await call<ImportApplyAnswer>(path, { body: batch });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.results).toHaveLength(1);
      expect(await call<ImportApplyAnswer>(path, { body: batch })).toMatchObject({ status: 200, body: first.body });
      expect(await call(path, { body: { rows: [], batchId: batch.batchId } })).toMatchObject({ status: 409, body: { error: 'batchIdReused' } });
      expect((await call(path, { body: { rows: [], batchId: `tx-1:${path}:1` } })).status).toBe(200);
    });
  }
});
