/** Every staff list's export by name, for the one `staffListExport` job (bff/src/lib/jobs/staff-export.ts). */
import type { CompanyIdLists } from '@contract/api/user-info';
import type { ExportJobDeps } from './lib/jobs/export-job';
import type { JobHandler } from './lib/jobs/job-queue';
import { staffExportJob } from './lib/jobs/staff-export';
import { ADMIN_BRAND_EXPORT } from './features/admin-brands/admin-brands.export';
import { companyToolsExport } from './features/admin-company-tools/company-tools.export';
import { ADMIN_CATEGORY_CROSS_EXPORT } from './features/admin-crossing/admin-category-cross.export';
import { LEAD_TIME_EXPORT } from './features/admin-lead-times/lead-times.export';
import { ADMIN_MP_PRODUCT_EXPORT } from './features/admin-mp-products/admin-mp-products.export';
import { APPROVAL_EXPORT } from './features/admin-orders/approvals.export';
import { ORDER_CLAIM_TOOLS_EXPORT } from './features/admin-orders/order-claim-tools.export';
import { VALIDATION_EXPORT } from './features/admin-products/admin-validation.export';
import { REPORT_EXPORT } from './features/admin-reports/admin-reports.export';
import { TAG_EXPORT } from './features/admin-tags/admin-tags.export';
import { ADMIN_CAMPAIGN_EXPORT } from './features/campaigns/admin-campaigns.export';

export function staffExportJobs(deps: ExportJobDeps, lists: CompanyIdLists): [string, JobHandler][] {
  return [
    staffExportJob(deps, VALIDATION_EXPORT),
    staffExportJob(deps, ADMIN_MP_PRODUCT_EXPORT),
    staffExportJob(deps, ADMIN_BRAND_EXPORT),
    staffExportJob(deps, APPROVAL_EXPORT),
    staffExportJob(deps, LEAD_TIME_EXPORT),
    staffExportJob(deps, REPORT_EXPORT),
    staffExportJob(deps, companyToolsExport(lists)),
    staffExportJob(deps, ADMIN_CAMPAIGN_EXPORT),
    staffExportJob(deps, ORDER_CLAIM_TOOLS_EXPORT),
    staffExportJob(deps, TAG_EXPORT),
    staffExportJob(deps, ADMIN_CATEGORY_CROSS_EXPORT),
  ];
}
