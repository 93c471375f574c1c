/**
 * Claims (spec §2 /claims, Claim Detail, §4 approve or reject): the list, the detail, the two decisions and the
 * rejection's photos, passed through to the marketplace service with the company from the session.
 */
import { serviceFileBytes } from '../../lib/service-file';
import { imageContentType } from '@contract/catalog/product.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { CLAIM_SERVICE_ROUTES as SERVICE } from '@contract/downstream/claims.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { readClaimReject } from './claim-reject-upload';

export function claimsRoutes() {
  return apiRoutes(
    serve(CLAIM_ROUTES.list, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.list, caller, { params: { companyId }, query });
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
