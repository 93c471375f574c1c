/** Every staff list's export by name, for the one `staffListExport` job (bff/src/lib/jobs/staff-export.ts). */
import type { ExportJobDeps } from './lib/jobs/export-job';
import type { JobHandler } from './lib/jobs/job-queue';
import { staffExportJob } from './lib/jobs/staff-export';
import { ADMIN_BRAND_EXPORT } from './features/admin-brands/admin-brands.export';
import { LEAD_TIME_EXPORT } from './features/admin-lead-times/lead-times.export';
import { ADMIN_MP_PRODUCT_EXPORT } from './features/admin-mp-products/admin-mp-products.export';
import { APPROVAL_EXPORT } from './features/admin-orders/approvals.export';
import { VALIDATION_EXPORT } from './features/admin-products/admin-validation.export';
import { REPORT_EXPORT } from './features/admin-reports/admin-reports.export';

export function staffExportJobs(deps: ExportJobDeps): [string, JobHandler][] {
  return [
    staffExportJob(deps, VALIDATION_EXPORT),
    staffExportJob(deps, ADMIN_MP_PRODUCT_EXPORT),
    staffExportJob(deps, ADMIN_BRAND_EXPORT),
    staffExportJob(deps, APPROVAL_EXPORT),
    staffExportJob(deps, LEAD_TIME_EXPORT),
    staffExportJob(deps, REPORT_EXPORT),
  ];
}
