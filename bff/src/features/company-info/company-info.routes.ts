/**
 * Company Info (spec §2 /company-info, §5): the profile, a save per tab, the logo and the logo file, passed through to
 * the identity service with the company from the session. Bank details are refused to an admin acting as the seller
 * by the route's policy here and by the service again.
 */
import { imageContentType } from '@contract/catalog/product.api';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import { COMPANY_SERVICE_ROUTES as SERVICE } from '@contract/downstream/company.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { serviceFileBytes } from '../../lib/service-file';
import { readLogoUpload } from './logo-upload';

export function companyInfoRoutes() {
  return apiRoutes(
    serve(COMPANY_ROUTES.profile, (c) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.profile, caller, { params: { companyId } });
    }),
    serve(COMPANY_ROUTES.saveAddresses, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.saveAddresses, caller, { params: { companyId }, body });
    }),
    serve(COMPANY_ROUTES.saveContact, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.saveContact, caller, { params: { companyId }, body });
    }),
    serve(COMPANY_ROUTES.saveCompany, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.saveCompany, caller, { params: { companyId }, body });
    }),
    serve(COMPANY_ROUTES.saveBank, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.saveBank, caller, { params: { companyId }, body });
    }),
    serve(COMPANY_ROUTES.uploadLogo, async (c) => {
      const body = await readLogoUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.uploadLogo, caller, { params: { companyId }, body });
    }),
    serve(COMPANY_ROUTES.logo, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const logo = await c.get('services').call(SERVICE.logo, caller, { params: { companyId } });
      return c.body(serviceFileBytes(logo.contentBase64), 200, {
        'content-type': imageContentType(logo.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    }),
  );
}
