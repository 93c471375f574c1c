/** Packages (spec §2 Packages, Package Detail): the list, the detail, label refresh and re-create, delete. */
import { exportTooLarge } from '@contract/exports/export.rules';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { packageQueryToRaw } from '@contract/packages/package.query';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, jsonTextOf, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { startExport } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { PACKAGE_EXPORT, packageLister } from './packages.export';

export function packagesRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(PACKAGE_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return jsonTextOf<PackageListAnswer>(await c.get('services').marketplaceText(caller, companyId, '/packages', { query: packageQueryToRaw(query) }));
    }),
    serve(PACKAGE_ROUTES.export, async (c, { body }) => {
      const raw = packageQueryToRaw({ ...body, page: undefined, pageSize: undefined });
      const scope = sellerScope(c);
      const { total } = await packageLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, PACKAGE_EXPORT, scope, raw);
      return { transactionId: transaction.id, rows: total };
    }),
    serve(PACKAGE_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<PackageDetailAnswer>(caller, companyId, `/packages/${params.id}`);
    }),
    serve(PACKAGE_ROUTES.label, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<PackageDetailAnswer>(caller, companyId, `/packages/${params.id}/label/${params.action}`, { method: 'POST' });
    }),
    serve(PACKAGE_ROUTES.delete, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      await c.get('services').marketplace<null>(caller, companyId, `/packages/${params.id}`, { method: 'DELETE' });
      return null;
    }),
  );
}
