/** Reconciliation (spec §2, §3): a period's lines with its totals, one period with its payment, and the Excel export. */
import { ACCOUNTING_ROUTES } from '@contract/downstream/accounting.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { forward, idAs } from '../../lib/forward';
import { sellerScope } from '../../lib/seller-scope';
import { lineLister, RECONCILIATION_EXPORT, reconciliationExportQuery } from './reconciliation.export';

export function reconciliationRoutes(ctx: AppContext) {
  return apiRoutes(
    forward(RECONCILIATION_ROUTES.list, ACCOUNTING_ROUTES.listLines),
    serve(RECONCILIATION_ROUTES.export, async (c, { body, query }) => {
      const raw = reconciliationExportQuery(body);
      const scope = sellerScope(c);
      const { total } = await lineLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, RECONCILIATION_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    forward(RECONCILIATION_ROUTES.period, ACCOUNTING_ROUTES.getPeriod, { params: idAs('periodId') }),
  );
}
