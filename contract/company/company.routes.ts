/** The browser API of Company Info (spec §2 /company-info, §5): one description per endpoint (contract/api/route-def.ts). */
import { answer, fileAnswer, FORM_FIELDS_BYTES, multipart, policy, route } from '../api/route-def';
import { LOGO_MAX_BYTES } from './company.rules';
import type { CompanyProfileAnswer } from './company.types';
import { bankAccountSchema, companyAddressesSchema, companyContactSchema, companyDetailsSchema } from './company.schemas';

const manage = policy.can('settings.company');

export const COMPANY_ROUTES = {
  profile: route.get('/api/company-info', { answer: answer<CompanyProfileAnswer>(), policy: manage }),
  saveAddresses: route.put('/api/company-info/addresses', { body: companyAddressesSchema, answer: answer<CompanyProfileAnswer>(), policy: manage }),
  saveContact: route.put('/api/company-info/contact', { body: companyContactSchema, answer: answer<CompanyProfileAnswer>(), policy: manage }),
  saveCompany: route.put('/api/company-info/company', { body: companyDetailsSchema, answer: answer<CompanyProfileAnswer>(), policy: manage }),
  /** Bank details and the provider key: the seller only, never an admin acting as the seller. */
  saveBank: route.put('/api/company-info/bank', {
    body: bankAccountSchema,
    answer: answer<CompanyProfileAnswer>(),
    policy: policy.can('settings.companyBank'),
  }),
  /** Multipart: `file`, the logo (checked by the BFF before anything travels; its body limit answers 413 first). */
  uploadLogo: route.post('/api/company-info/logo', {
    body: multipart({ maxBytes: LOGO_MAX_BYTES + FORM_FIELDS_BYTES, tooLarge: { file: 'companyInfo.validation.logoTooLarge' } }),
    answer: answer<CompanyProfileAnswer>(),
    policy: manage,
  }),
  /** The company's logo, served inline: what the top bar's companyLogo points at. */
  logo: route.get('/api/company-info/logo', { answer: fileAnswer(), policy: policy.signedIn() }),
};
