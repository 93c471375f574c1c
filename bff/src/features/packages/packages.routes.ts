/** Packages (spec §2 Packages, Package Detail): the list, the detail, label refresh and re-create, delete. */
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { packageQueryToRaw } from '@contract/packages/package.query';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { PACKAGE_EXPORT, packageLister } from './packages.export';

/** The service's route for each label action of the browser's path. */
const LABEL_ACTIONS = { refresh: MARKETPLACE_ROUTES.refreshLabel, recreate: MARKETPLACE_ROUTES.recreateLabel } as const;

export function packagesRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(PACKAGE_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(MARKETPLACE_ROUTES.listPackages, caller, { params: { companyId }, query });
    }),
    serve(PACKAGE_ROUTES.export, async (c, { body, query }) => {
      const raw = packageQueryToRaw({ ...body, page: undefined, pageSize: undefined });
      const scope = sellerScope(c);
      const { total } = await packageLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, PACKAGE_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    serve(PACKAGE_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(MARKETPLACE_ROUTES.getPackage, caller, { params: { companyId, packageId: params.id } });
    }),
    serve(PACKAGE_ROUTES.label, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(LABEL_ACTIONS[params.action], caller, { params: { companyId, packageId: params.id } });
    }),
    serve(PACKAGE_ROUTES.delete, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      await c.get('services').call(MARKETPLACE_ROUTES.deletePackage, caller, { params: { companyId, packageId: params.id } });
      return null;
    }),
  );
}
