import { describe, expect, it } from 'vitest';
import type { ServiceName } from '@contract/downstream/common';
import type { GmvAnswer, MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import type { PackageStatesAnswer } from '@contract/downstream/logistics';
import { dashboardFigures } from '@mocks/world/dashboard/dashboard-figures';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const file = sandboxPerFile(() => NOW);

const call = <T>(service: ServiceName, path: string, token: TokenOptions = AYSE) => file.client(service, {})<T>(path, { token });

describe('sandbox dashboard figures', () => {
  it('answers each service’s part of the company’s dashboard, as the world computes it', async () => {
    const expected = dashboardFigures(file.sandbox().world, 1001, NOW);
    const marketplace = await call<MarketplaceDashboardAnswer>('marketplace', '1001/dashboard');
    expect(marketplace.status).toBe(200);
    expect(marketplace.body).toEqual({
      ordersPerDay: expected.ordersPerDay,
      orderStages: expected.orderStages,
      rejectedReasons: expected.rejectedReasons,
      questionStates: expected.questionStates,
      claimTypes: expected.claimTypes,
    });
    expect((await call<PackageStatesAnswer>('logistics', '1001/package-states')).body).toEqual({ packageStates: expected.packageStates });
    expect((await call<GmvAnswer>('accounting', '1001/gmv')).body).toEqual({ currency: 'TRY', series: expected.gmv });
  });

  it('refuses another company’s figures to a seller token, and lets staff read across companies', async () => {
    expect((await call('marketplace', '1002/dashboard')).status).toBe(403);
    expect((await call('logistics', '1002/package-states')).status).toBe(403);
    expect((await call('accounting', '1002/gmv')).status).toBe(403);
    const staff: TokenOptions = { role: 'admin', sub: 'usr-admin' };
    const gulf = await call<GmvAnswer>('accounting', '1002/gmv', staff);
    expect(gulf.body.currency).toBe('USD');
    expect((await call('accounting', '99999/gmv', staff)).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await file.sandbox().apps.accounting.request('/v1/companies/1001/gmv')).status).toBe(401);
  });
});
