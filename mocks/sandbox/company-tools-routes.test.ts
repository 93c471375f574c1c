import { describe, expect, it } from 'vitest';
import type { BlockedImportsAnswer } from '@contract/admin-companies/company-tools.service-routes';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { sandboxPerFile } from './sandbox-per-file';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);
const admin = file.client('marketplace', { role: 'admin', sub: 'usr-admin' }, '/v1/');
const seller = file.client('marketplace', { role: 'seller', sub: 'usr-ayse', companyId: 1001 }, '/v1/');

describe('sandbox marketplace: company tools', () => {
  it('lists the companies whose imports are suspended or banned, and follows a staff change', async () => {
    const blocked = await admin<BlockedImportsAnswer>('admin/import-states');
    expect(blocked).toMatchObject({
      status: 200,
      body: {
        items: [
          { companyId: SUSPENDED_IMPORT_COMPANY_ID, state: 'suspended' },
          { companyId: BANNED_IMPORT_COMPANY_ID, state: 'banned' },
        ],
      },
    });
    expect((await admin('companies/1005/imports/state', { method: 'PUT', body: { state: 'banned' } })).status).toBe(200);
    const after = await admin<BlockedImportsAnswer>('admin/import-states');
    expect(after.body.items.map((item) => [item.companyId, item.state])).toEqual([
      [1005, 'banned'],
      [SUSPENDED_IMPORT_COMPANY_ID, 'suspended'],
      [BANNED_IMPORT_COMPANY_ID, 'banned'],
    ]);
  });

  it('refuses a seller token', async () => {
    expect((await seller('admin/import-states')).status).toBe(403);
  });
});
