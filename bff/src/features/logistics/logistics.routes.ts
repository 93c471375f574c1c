/**
 * Logistics (spec §2 Logistics, Holiday Manager, EAD list): the company's profile, its holidays and the EAD rows of
 * its lanes, passed through to the logistics service. The holiday rule is checked here with the BFF's day before
 * anything travels (a new start; an edit's kept start is only known to the service, which checks again).
 */
import { LOGISTICS_SETTINGS_SERVICE_ROUTES as SERVICE } from '@contract/downstream/logistics-settings.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { eadQueryToRaw } from '@contract/logistics/ead.query';
import { holidayQueryToRaw } from '@contract/logistics/holiday.query';
import { dayOf, holidayDayProblems } from '@contract/logistics/holiday.rules';
import { LOGISTICS_SETTINGS_ROUTES as ROUTES } from '@contract/logistics/logistics.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { exportReaderOf, startExport, type ExportDefinition, type ExportReader } from '../../lib/jobs/export-job';
import type { Services } from '../../lib/services';
import { sellerScope, type SellerScope } from '../../lib/seller-scope';
import { EAD_EXPORT, exportFilters, HOLIDAY_EXPORT } from './logistics.export';

/** Counts first (spec §5: over 100,000 rows is refused before any work), then starts the job. */
async function runExport<Row>(
  ctx: AppContext,
  services: Services,
  scope: SellerScope,
  definition: ExportDefinition<Row>,
  raw: Record<string, string>,
  reader: ExportReader,
) {
  const { total } = await definition.lister(services, scope)({ ...raw, pageSize: '1' });
  if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
  const transaction = await startExport(ctx, definition, scope, raw, reader);
  return { transactionId: transaction.id, rows: total };
}

export function logisticsRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ROUTES.profile, (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.profile, caller, { params: { companyId } });
    }),
    serve(ROUTES.holidays, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.holidays, caller, { params: { companyId }, query });
    }),
    serve(ROUTES.exportHolidays, (c, { body, query }) =>
      runExport(ctx, c.get('services'), sellerScope(c), HOLIDAY_EXPORT, exportFilters(body, holidayQueryToRaw), exportReaderOf(query)),
    ),
    serve(ROUTES.createHoliday, (c, { body }) => {
      const problems = holidayDayProblems(body, dayOf(ctx.clock()));
      if (problems) throw new ApiFailure('validation', { fields: problems });
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.createHoliday, caller, { params: { companyId }, body });
    }),
    serve(ROUTES.updateHoliday, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.updateHoliday, caller, { params: { companyId, holidayId: params.id }, body });
    }),
    serve(ROUTES.deleteHoliday, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      await c.get('services').call(SERVICE.deleteHoliday, caller, { params: { companyId, holidayId: params.id } });
      return null;
    }),
    serve(ROUTES.ead, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.ead, caller, { params: { companyId }, query });
    }),
    serve(ROUTES.exportEad, (c, { body, query }) =>
      runExport(ctx, c.get('services'), sellerScope(c), EAD_EXPORT, exportFilters(body, eadQueryToRaw), exportReaderOf(query)),
    ),
  );
}
