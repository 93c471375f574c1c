/**
 * The company profile as a detail resource keyed by the company (an admin switching companies reloads it): a save per
 * tab and the logo upload are its commands, each answering the whole profile, so each tab sees only its own state.
 */
import type { BankAccountBody, CompanyAddressesBody, CompanyContactBody, CompanyDetailsBody } from '@contract/company/company.schemas';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { fetchCompanyProfile, saveAddresses, saveBank, saveCompany, saveContact, uploadLogo } from './company-info.api';

export const companyProfile = createDetailResource('companyProfile', () => fetchCompanyProfile(), {
  addresses: command((_companyId, body: CompanyAddressesBody) => saveAddresses(body), 'companyInfo.saved'),
  contact: command((_companyId, body: CompanyContactBody) => saveContact(body), 'companyInfo.saved'),
  company: command((_companyId, body: CompanyDetailsBody) => saveCompany(body), 'companyInfo.saved'),
  bank: command((_companyId, body: BankAccountBody) => saveBank(body), 'companyInfo.saved'),
  logo: command((_companyId, file: File) => uploadLogo(file), 'companyInfo.logo.saved', { changesSession: true }),
});

export type CompanyCommand = CommandName<typeof companyProfile>;
export type OnCompanyCommand = OnCommand<typeof companyProfile>;
