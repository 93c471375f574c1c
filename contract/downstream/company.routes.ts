/**
 * The identity service's company profiles, under /v1/companies/:companyId (the BFF calls them, the sandbox serves
 * them). The profile lives beside the company record (name, logo) the session's user info is made from, so a new
 * logo reaches the top bar through the one record. Another company's profile is 404 (403 for a seller token of
 * another company); a bad body 400 `validation` with its fields; bank details changed by an admin acting as the
 * seller (a token with `act`) 403; a logo over the limit 413 `fileTooLarge`, of the wrong kind 400 `unsupportedFile`.
 * Answers never carry the payment provider's key, only its last four characters.
 */
import { answer, param, policy, route } from '../api/route-def';
import { COMPANY_SECTIONS, type CompanyProfileAnswer } from '../company/company.types';
import type { ImageFileAnswer } from './catalog-products';
import { serviceRoutes, typedBody } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/profile';
const LOGO = '/v1/companies/:companyId/logo';

export interface LogoUploadBody {
  fileName: string;
  contentBase64: string;
}

export const COMPANY_SERVICE_ROUTES = serviceRoutes('identity', {
  profile: route.get(BASE, { answer: answer<CompanyProfileAnswer>(), policy: token }),
  /** The body is the section's schema (contract/company/company.schemas.ts SECTION_SCHEMAS). */
  saveSection: route.put(`${BASE}/:section`, {
    params: { section: param.oneOf(COMPANY_SECTIONS) },
    body: typedBody<Record<string, unknown>>(),
    answer: answer<CompanyProfileAnswer>(),
    policy: token,
  }),
  uploadLogo: route.put(LOGO, { body: typedBody<LogoUploadBody>(), answer: answer<CompanyProfileAnswer>(), policy: token }),
  logo: route.get(LOGO, { answer: answer<ImageFileAnswer>(), policy: token }),
});
