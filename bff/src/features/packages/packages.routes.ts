/** Packages (spec §2 Packages, Package Detail): the list, the detail, label refresh and re-create, delete. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { exportTooLarge } from '@contract/exports/export.rules';
import type { RawQuery } from '@contract/lists/list-query';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import { packageFilterProblems, packageQueryToRaw, parsePackageQuery } from '@contract/packages/package.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { startExport } from '../../lib/jobs/export-job';
import { exportFilters } from '../../lib/jobs/export-request';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';
import { PACKAGE_EXPORT, packageLister } from './packages.export';
import { jsonText } from '../../lib/json-text';

export function parseValidPackageQuery(raw: RawQuery, options: { maxPageSize?: number; forExport?: boolean } = {}) {
  const query = parsePackageQuery(raw, options.maxPageSize ?? 100);
  const fields = packageFilterProblems(query, options.forExport);
  if (fields) throw new ApiFailure('validation', { fields });
  return query;
}

export function packagesRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.packages, policy.can('packages.view'), async (c) => {
      const query = parseValidPackageQuery(c.req.query());
      const { caller, companyId } = sellerScope(c);
      return jsonText(c, await c.get('services').marketplaceText(caller, companyId, '/packages', { query: packageQueryToRaw(query) }));
    })
    .post(API.packagesExport, policy.can('packages.view'), async (c) => {
      const query = parseValidPackageQuery(await exportFilters(c), { forExport: true });
      const raw = packageQueryToRaw({ ...query, page: undefined, pageSize: undefined });
      const scope = sellerScope(c);
      const { total } = await packageLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, PACKAGE_EXPORT, scope, raw);
      return c.json<ExportAnswer>({ transactionId: transaction.id, rows: total }, 202);
    })
    .get(`${API.packages}/:id`, policy.can('packages.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<PackageDetailAnswer>(caller, companyId, `/packages/${id}`));
    })
    .post(`${API.packages}/:id/label/:action{refresh|recreate}`, policy.can('packages.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const action = c.req.param('action');
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<PackageDetailAnswer>(caller, companyId, `/packages/${id}/label/${action}`, { method: 'POST' }));
    })
    .delete(`${API.packages}/:id`, policy.can('orders.delete'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      await c.get('services').marketplace<null>(caller, companyId, `/packages/${id}`, { method: 'DELETE' });
      return c.body(null, 204);
    });
}
