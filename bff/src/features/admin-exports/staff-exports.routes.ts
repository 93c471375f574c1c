/** A staff export followed and fetched: its transaction, then its workbook once it is done (contract/exports/staff-export.routes.ts). */
import { STAFF_EXPORT_ROUTES as ROUTES } from '@contract/exports/staff-export.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { sendFile, WORKBOOK_TYPES } from '../../lib/files/send-file';
import { exportFileKey } from '../../lib/jobs/export-job';
import { staffExportTransaction } from '../../lib/jobs/staff-export';

export function staffExportsRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ROUTES.status, (_c, { params }) => staffExportTransaction(ctx, params.transactionId)),
    serve(ROUTES.file, async (c, { params }) => {
      const transaction = await staffExportTransaction(ctx, params.transactionId);
      if (!transaction.file || (transaction.status !== 'done' && transaction.status !== 'warning')) throw new ApiFailure('notFound');
      return sendFile(c, [[ctx.files.exports, exportFileKey(transaction.id), WORKBOOK_TYPES.xlsx]], transaction.file);
    }),
  );
}
