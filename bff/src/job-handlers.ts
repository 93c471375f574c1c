/** Every background job's handler, by transaction method: the exports and the imports (the seller's three and tag assign). */
import { IMPORT_JOB_KINDS, IMPORT_METHODS } from '@contract/imports/import.types';
import { hardDeleteHandler } from './features/admin-hard-delete/hard-delete.job';
import { CLAIM_EXPORT } from './features/claims/claims.export';
import { EAD_EXPORT, HOLIDAY_EXPORT } from './features/logistics/logistics.export';
import { ORDER_EXPORT } from './features/orders/orders.export';
import { PACKAGE_EXPORT } from './features/packages/packages.export';
import { RECONCILIATION_EXPORT } from './features/reconciliation/reconciliation.export';
import { importErrorStore } from './features/imports/import-errors';
import { importHandler } from './features/imports/import-job';
import type { AppContext } from './lib/app-context';
import { exportHandler } from './lib/jobs/export-job';
import { staffExportHandler } from './lib/jobs/staff-export';
import { staffExportJobs } from './staff-export-jobs';
import type { JobHandlers } from './lib/jobs/job-queue';
import type { Services } from './lib/services';

export function jobHandlers(ctx: Omit<AppContext, 'jobs'>, services: Services): JobHandlers {
  const exportDeps = { services, files: ctx.files, config: ctx.config };
  const importDeps = {
    services,
    transactions: ctx.transactions,
    errors: importErrorStore(ctx),
    files: ctx.files,
    config: ctx.config,
  };
  return {
    orderExport: exportHandler(exportDeps, ORDER_EXPORT),
    packageExport: exportHandler(exportDeps, PACKAGE_EXPORT),
    reconciliationExport: exportHandler(exportDeps, RECONCILIATION_EXPORT),
    claimExport: exportHandler(exportDeps, CLAIM_EXPORT),
    holidayExport: exportHandler(exportDeps, HOLIDAY_EXPORT),
    eadExport: exportHandler(exportDeps, EAD_EXPORT),
    staffListExport: staffExportHandler(staffExportJobs(exportDeps, ctx.flagLists)),
    hardDelete: hardDeleteHandler({ services, dashboardCache: ctx.dashboardCache }),
    ...Object.fromEntries(IMPORT_JOB_KINDS.map((kind) => [IMPORT_METHODS[kind], importHandler(importDeps, kind)])),
  };
}
