/**
 * Claims (spec §2 /claims, Claim Detail, §4 approve or reject): the list, the detail, the two decisions and the
 * rejection's photos, passed through to the marketplace service with the company from the session.
 */
import { serviceFileBytes } from '../../lib/service-file';
import { imageContentType } from '@contract/catalog/product.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { CLAIM_SERVICE_ROUTES as SERVICE } from '@contract/downstream/claims.routes';
import { exportTooLarge } from '@contract/exports/export.rules';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { exportReaderOf, startExport } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { readClaimReject } from './claim-reject-upload';
import { CLAIM_EXPORT, claimExportQuery, claimLister } from './claims.export';

export function claimsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(CLAIM_ROUTES.list, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.list, caller, { params: { companyId }, query });
    }),
    serve(CLAIM_ROUTES.export, async (c, { body, query }) => {
      const raw = claimExportQuery(body);
      const scope = sellerScope(c);
      const { total } = await claimLister(c.get('services'), scope)({ ...raw, pageSize: '1' });
      if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
      const transaction = await startExport(ctx, CLAIM_EXPORT, scope, raw, exportReaderOf(query));
      return { transactionId: transaction.id, rows: total };
    }),
    serve(CLAIM_ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.detail, caller, { params: { companyId, claimId: params.id } });
    }),
    serve(CLAIM_ROUTES.approve, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.approve, caller, { params: { companyId, claimId: params.id } });
    }),
    serve(CLAIM_ROUTES.reject, async (c, { params }) => {
      const body = await readClaimReject(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.reject, caller, { params: { companyId, claimId: params.id }, body });
    }),
    serve(CLAIM_ROUTES.photo, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      const photo = await c.get('services').call(SERVICE.photo, caller, { params: { companyId, claimId: params.id, photoKey: params.photoKey } });
      return c.body(serviceFileBytes(photo.contentBase64), 200, {
        'content-type': imageContentType(photo.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    }),
  );
}
