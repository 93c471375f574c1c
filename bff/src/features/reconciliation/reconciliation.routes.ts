/** Reconciliation (spec §2, §3): a period's lines with its totals, one period with its payment, and the Excel export. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { ACCOUNTING_PATHS } from '@contract/downstream/accounting';
import { exportTooLarge } from '@contract/exports/export.rules';
import type { RawQuery } from '@contract/lists/list-query';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { lineFilterProblems, parseReconciliationQuery, reconciliationQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { startExport } from '../../lib/jobs/export-job';
import { exportFilters } from '../../lib/jobs/export-request';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';
import { lineLister, RECONCILIATION_EXPORT, reconciliationExportQuery } from './reconciliation.export';

const BROWSER_PAGE_SIZE_MAX = 100;

export function parseValidReconciliationQuery(raw: RawQuery) {
  const query = parseReconciliationQuery(raw, BROWSER_PAGE_SIZE_MAX);
  const fields = lineFilterProblems(query);
  if (fields) throw new ApiFailure('validation', { fields });
  return query;
}

export function reconciliationRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.reconciliation, policy.can('reconciliation.view'), async (c) => {
      const query = parseValidReconciliationQuery(c.req.query());
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').accounting<ReconciliationListAnswer>(caller, companyId, ACCOUNTING_PATHS.lines, { query: reconciliationQueryToRaw(query) }));
    })
    .post(API.reconciliationExport, policy.can('reconciliation.view'), async (c) => {
      const raw = reconciliationExportQuery(parseValidReconciliationQuery(await exportFilters(c)));
      const scope = sellerScope(c);
      const list = lineLister(c.get('services'), scope);
      const { total } = await list({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, RECONCILIATION_EXPORT, scope, raw);
      return c.json<ExportAnswer>({ transactionId: transaction.id, rows: total }, 202);
    })
    .get(`${API.reconciliation}/periods/:id`, policy.can('reconciliation.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').accounting<ReconciliationPeriodAnswer>(caller, companyId, ACCOUNTING_PATHS.period(id)));
    });
}
