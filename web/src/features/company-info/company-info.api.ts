/** The Company Info API of the BFF (contract/company/company.routes.ts). */
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { BankAccountBody, CompanyAddressesBody, CompanyContactBody, CompanyDetailsBody } from '@contract/company/company.schemas';
import { apiCall } from '@web/lib/api-call';

export const fetchCompanyProfile = () => apiCall(COMPANY_ROUTES.profile);
export const saveAddresses = (body: CompanyAddressesBody) => apiCall(COMPANY_ROUTES.saveAddresses, { body });
export const saveContact = (body: CompanyContactBody) => apiCall(COMPANY_ROUTES.saveContact, { body });
export const saveCompany = (body: CompanyDetailsBody) => apiCall(COMPANY_ROUTES.saveCompany, { body });
export const saveBank = (body: BankAccountBody) => apiCall(COMPANY_ROUTES.saveBank, { body });

export function uploadLogo(file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiCall(COMPANY_ROUTES.uploadLogo, { body });
}
