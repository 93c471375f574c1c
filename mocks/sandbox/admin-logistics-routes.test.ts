import { describe, expect, it } from 'vitest';
import type { CompanyLogisticsListAnswer, HepsijetBulkAnswer } from '@contract/admin-logistics/admin-logistics.types';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import type { EadListAnswer } from '@contract/logistics/ead.query';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const SELLER: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001 };
const call = file.client('logistics', ADMIN, '/v1/admin/');

describe('sandbox logistics: staff tools', () => {
  it('answers an admin token only, never a seller or an admin acting as one', async () => {
    expect((await call<EadListAnswer>('ead')).status).toBe(200);
    for (const token of [ACTING, SELLER]) {
      expect((await call('ead', { token })).status).toBe(403);
      expect((await call('hepsijet', { token, body: { companyIds: [1001], enabled: false } })).status).toBe(403);
      expect((await call('etgb-rows', { token, body: { rows: [] } })).status).toBe(403);
    }
  });

  it('turns Hepsijet off for a company, which its profile then says', async () => {
    const answer = await call<HepsijetBulkAnswer>('hepsijet', { body: { companyIds: [1001], enabled: false } });
    expect(answer.body).toEqual({ changed: 1, unchanged: 0, unknown: [] });
    const listed = await call<CompanyLogisticsListAnswer>('logistics-companies?companyId=1001');
    expect(listed.body.items[0]).toMatchObject({ companyId: 1001, hepsijet: { enabled: false, since: null } });
  });

  it('answers an ETGB batch row by row: a checkOnly row is checked, never applied', async () => {
    const packages = orderBookOf(file.sandbox().world, 1003)!.packages.filter((pkg) => pkg.destinationCountry !== 'CN' && !pkg.smartCustomsApproval);
    const [first, second] = packages;
    const rows = [
      { packageId: first!.id, etgbNumber: '25341200EX000001' },
      { packageId: second!.id, etgbNumber: '25341200EX000002', checkOnly: true },
      { packageId: 1_003_999_999, etgbNumber: '25341200EX000003' },
    ];
    const answer = await call<ImportApplyAnswer>('etgb-rows', { body: { rows } });
    expect(answer.body.results.map((result) => result.ok)).toEqual([true, false, false]);
    expect(answer.body.results[2]).toMatchObject({ reasons: [{ code: 'imports.reasons.packageUnknown', params: { packageId: 1_003_999_999 } }] });
    expect(first!.smartCustomsApproval).toBe(true);
    expect(second!.smartCustomsApproval).toBe(false);
    expect(file.sandbox().world.staffLogistics[1003]?.etgb[first!.id]).toMatchObject({ number: '25341200EX000001' });
    expect((await call('etgb-rows', { body: { rows: 'no' } })).status).toBe(400);
  });

  it('refuses a row with a field of the wrong type with 400 naming it', async () => {
    const answer = await call<{ fields?: Record<string, string> }>('etgb-rows', { body: { rows: [{ packageId: 1, etgbNumber: 25341200 }] } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {})).toEqual([expect.stringMatching(/^rows\[0\]\./)]);
  });
});
