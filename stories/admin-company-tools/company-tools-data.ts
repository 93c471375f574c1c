/** Company Tools' story data, from the world: its first companies with their contact, import state and version-2 flag. */
import type { BanPreview, CompanyToolRow, CompanyToolsAnswer, CompanyToolsQuery } from '@contract/admin-companies/company-tools';
import { getProfile } from '@mocks/world/company/company-operations';
import { DEMO_FLAG_LISTS } from '@mocks/world/demo-accounts';
import { importStateOf, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { createWorld } from '@mocks/world/world';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

function rowOf(companyId: number): CompanyToolRow {
  const company = world.companies.find((candidate) => candidate.id === companyId)!;
  const contact = getProfile(world, companyId)?.profile.contact;
  return {
    companyId,
    name: company.name,
    country: company.country,
    merchantId: company.merchantId,
    isOneClickMerchant: company.isOneClickMerchant,
    version2: DEMO_FLAG_LISTS.version2.includes(companyId),
    importState: importStateOf(world, companyId),
    contact: contact
      ? { name: `${contact.latinFirstName} ${contact.latinSurname}`, position: contact.position, phone: contact.phone, email: contact.email }
      : null,
  };
}

export const ALL_QUERY: CompanyToolsQuery = { tab: 'all', page: 1, pageSize: 25 };
export const SUSPENDED_QUERY: CompanyToolsQuery = { tab: 'suspended', page: 1, pageSize: 25 };

const counts = { all: world.companies.length, suspended: 1, banned: 1 };
export const ALL_PAGE: CompanyToolsAnswer = {
  items: [1001, 1002, 1003, 1004, 1005, 1020, 1021].map(rowOf),
  total: world.companies.length,
  page: 1,
  pageSize: 25,
  tabCounts: counts,
};
export const SUSPENDED_PAGE: CompanyToolsAnswer = { ...ALL_PAGE, items: [rowOf(SUSPENDED_IMPORT_COMPANY_ID)], total: 1 };
export const NO_SUSPENDED: CompanyToolsAnswer = { ...ALL_PAGE, items: [], total: 0, tabCounts: { ...counts, suspended: 0 } };

export const BANNED_COMPANY = rowOf(1004);
export const BAN_PREVIEW: BanPreview = { companyId: BANNED_COMPANY.companyId, companyName: BANNED_COMPANY.name, importState: 'allowed', importsUnderWay: 1 };

export const NO_DETAIL: DetailState<BanPreview | null> = { status: 'idle', id: null, data: null, error: null, command: null };
export const PREVIEW_LOADING: DetailState<BanPreview | null> = { ...NO_DETAIL, status: 'loading', id: BANNED_COMPANY.companyId };
export const PREVIEW_READY: DetailState<BanPreview | null> = { ...NO_DETAIL, status: 'ready', id: BANNED_COMPANY.companyId, data: BAN_PREVIEW };
