/**
 * The identity service's company profiles, under /v1/companies/:companyId (the BFF calls them, the sandbox serves
 * them). The profile lives beside the company record (name, logo) the session's user info is made from, so a new
 * logo reaches the top bar through the one record. Another company's profile is 404 (403 for a seller token of
 * another company); a bad body 400 `validation` with its fields; bank details changed by an admin acting as the
 * seller (a token with `act`) 403; a logo over the limit 413 `fileTooLarge`, of the wrong kind 400 `unsupportedFile`.
 * Answers never carry the payment provider's key, only its last four characters.
 */
import { answer, policy, route } from '../api/route-def';
import { bankAccountSchema, companyAddressesSchema, companyContactSchema, companyDetailsSchema } from '../company/company.schemas';
import type { CompanyProfileAnswer } from '../company/company.types';
import type { ImageFileAnswer } from './catalog-products';
import { serviceRoutes } from './service-route';
import { uploadedFileSchema } from './uploaded-file';

const token = policy.token();
const BASE = '/v1/companies/:companyId/profile';
const LOGO = '/v1/companies/:companyId/logo';
const profile = answer<CompanyProfileAnswer>();

/** A save per tab, each with the tab's schema (contract/company/company.schemas.ts). */
export const COMPANY_SERVICE_ROUTES = serviceRoutes('identity', {
  profile: route.get(BASE, { answer: profile, policy: token }),
  saveAddresses: route.put(`${BASE}/addresses`, { body: companyAddressesSchema, answer: profile, policy: token }),
  saveContact: route.put(`${BASE}/contact`, { body: companyContactSchema, answer: profile, policy: token }),
  saveCompany: route.put(`${BASE}/company`, { body: companyDetailsSchema, answer: profile, policy: token }),
  /** 403 for a token with `act`: an admin acting as the seller never changes bank details. */
  saveBank: route.put(`${BASE}/bank`, { body: bankAccountSchema, answer: profile, policy: token }),
  uploadLogo: route.put(LOGO, { body: uploadedFileSchema, answer: profile, policy: token }),
  logo: route.get(LOGO, { answer: answer<ImageFileAnswer>(), policy: token }),
});
