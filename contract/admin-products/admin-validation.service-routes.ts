/**
 * The marketplace service's side of /admin/product-validation: the queue across companies and the re-validation
 * (admin tokens only), the list of companies that see the seller's Product Validation, and one company's access
 * (read by the BFF for the session's flags, and checked by the service before it answers the seller's list).
 */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import {
  adminValidationQueryToRaw,
  parseAdminValidationQuery,
  revalidateSchema,
  type AdminValidationAnswer,
  type RevalidateAnswer,
  type ValidationAccessAnswer,
  type ValidationCompaniesAnswer,
} from './admin-validation';

const token = policy.token();
const ADMIN = '/v1/admin/product-validation';

export const ADMIN_VALIDATION_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(ADMIN, {
    query: serviceListQuery(parseAdminValidationQuery, adminValidationQueryToRaw),
    answer: answer<AdminValidationAnswer>(),
    policy: token,
  }),
  revalidate: route.post(`${ADMIN}/revalidate`, { body: revalidateSchema, answer: answer<RevalidateAnswer>(), policy: token }),
  companies: route.get(`${ADMIN}/companies`, { answer: answer<ValidationCompaniesAnswer>(), policy: token }),
  addCompany: route.put(`${ADMIN}/companies/:companyId`, { answer: answer<ValidationCompaniesAnswer>(), policy: token }),
  removeCompany: route.delete(`${ADMIN}/companies/:companyId`, { answer: answer<ValidationCompaniesAnswer>(), policy: token }),
  access: route.get('/v1/companies/:companyId/product-validation/access', { answer: answer<ValidationAccessAnswer>(), policy: token }),
});
