/** Company Tools' rows: the identity service's companies, with their import state, version-2 flag and contact person. */
import type { BlockedImportsAnswer } from '@contract/admin-companies/company-tools.service-routes';
import type { CompanyContactSummary, CompanyToolRow } from '@contract/admin-companies/company-tools';
import type { CompanyIdLists } from '@contract/api/user-info';
import type { Company } from '@contract/downstream/identity';
import { COMPANY_SERVICE_ROUTES } from '@contract/downstream/company.routes';
import type { ImportState } from '@contract/imports/import.types';
import type { Services } from '../../lib/services';
import type { Caller } from '../../lib/token-signer';

export type ImportStates = ReadonlyMap<number, ImportState>;

export const importStatesOf = (blocked: BlockedImportsAnswer): ImportStates => new Map(blocked.items.map((item) => [item.companyId, item.state]));

/** The contact person of Company Info; null when the company service does not answer for it (the row still shows). */
async function contactOf(services: Services, caller: Caller, companyId: number): Promise<CompanyContactSummary | null> {
  try {
    const { profile } = await services.call(COMPANY_SERVICE_ROUTES.profile, caller, { params: { companyId } });
    const { latinFirstName, latinSurname, position, phone, email } = profile.contact;
    return { name: `${latinFirstName} ${latinSurname}`.trim(), position, phone, email };
  } catch {
    return null;
  }
}

export async function companyToolRow(
  services: Services,
  caller: Caller,
  company: Company,
  states: ImportStates,
  lists: CompanyIdLists,
): Promise<CompanyToolRow> {
  return {
    companyId: company.id,
    name: company.name,
    country: company.country,
    merchantId: company.merchantId,
    isOneClickMerchant: company.isOneClickMerchant,
    version2: lists.version2.includes(company.id),
    importState: states.get(company.id) ?? 'allowed',
    contact: await contactOf(services, caller, company.id),
  };
}
