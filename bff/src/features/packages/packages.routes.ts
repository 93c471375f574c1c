/** Packages (spec §2 Packages, Package Detail): the list, the detail, label refresh and re-create, delete. */
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { packageQueryToRaw } from '@contract/packages/package.query';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { forward, forwardBy, idAs } from '../../lib/forward';
import { sellerScope } from '../../lib/seller-scope';
import { PACKAGE_EXPORT, packageLister } from './packages.export';

/** The service's route for each label action of the browser's path. */
const LABEL_ACTIONS = { refresh: MARKETPLACE_ROUTES.refreshLabel, recreate: MARKETPLACE_ROUTES.recreateLabel } as const;

const packageId = idAs('packageId');

export function packagesRoutes(ctx: AppContext) {
  return apiRoutes(
    forward(PACKAGE_ROUTES.list, MARKETPLACE_ROUTES.listPackages, { answer: 'text' }),
    serve(PACKAGE_ROUTES.export, async (c, { body, query }) => {
      const raw = packageQueryToRaw({ ...body, page: undefined, pageSize: undefined });
      const scope = sellerScope(c);
      const { total } = await packageLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, PACKAGE_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    forward(PACKAGE_ROUTES.detail, MARKETPLACE_ROUTES.getPackage, { params: packageId }),
    forwardBy(PACKAGE_ROUTES.label, 'action', LABEL_ACTIONS, { params: packageId }),
    forward(PACKAGE_ROUTES.delete, MARKETPLACE_ROUTES.deletePackage, { params: packageId }),
  );
}
