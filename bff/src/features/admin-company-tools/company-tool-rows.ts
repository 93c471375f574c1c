/** Company Tools' rows: the identity service's companies, with their import state, version-2 flag and contact person. */
import { COMPANY_TOOLS_SERVICE_ROUTES as SERVICE, type BlockedImportsAnswer } from '@contract/admin-companies/company-tools.service-routes';
import type { CompanyContactSummary, CompanyToolRow, CompanyToolsAnswer, CompanyToolsQuery } from '@contract/admin-companies/company-tools';
import type { CompanyIdLists } from '@contract/api/user-info';
import type { Company } from '@contract/downstream/identity';
import { COMPANY_SERVICE_ROUTES } from '@contract/downstream/company.routes';
import type { ImportState } from '@contract/imports/import.types';
import { textMatcher } from '@contract/text-search';
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

/** The page's companies and every tab's count: all from the identity service's search; the blocked ones by their state. */
async function companiesOf(services: Services, caller: Caller, states: ImportStates, query: CompanyToolsQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const all = await services.listCompanies(caller, { ...(query.q ? { q: query.q } : {}), limit: query.pageSize, offset });
  const matches = textMatcher(query.q ?? '');
  const blocked = (await Promise.all([...states.keys()].map((id) => services.getCompany(caller, id)))).filter(
    (company) => !query.q || matches(company.name, String(company.id)),
  );
  const inState = (state: 'suspended' | 'banned') => blocked.filter((company) => states.get(company.id) === state);
  const tabCounts = { all: all.total, suspended: inState('suspended').length, banned: inState('banned').length };
  if (query.tab === 'all') return { items: all.items, total: all.total, tabCounts };
  const found = inState(query.tab);
  return { items: found.slice(offset, offset + query.pageSize), total: found.length, tabCounts };
}

/** One page of the list, as the screen and its export read it. */
export async function companyToolsPage(services: Services, caller: Caller, lists: CompanyIdLists, query: CompanyToolsQuery): Promise<CompanyToolsAnswer> {
  const states = importStatesOf(await services.call(SERVICE.blockedImports, caller));
  const { items, total, tabCounts } = await companiesOf(services, caller, states, query);
  const rows = await Promise.all(items.map((company) => companyToolRow(services, caller, company, states, lists)));
  return { items: rows, total, page: query.page, pageSize: query.pageSize, tabCounts };
}
