/** The logistics tools' API of the BFF (contract/admin-logistics/admin-logistics.routes.ts). */
import type { CompanyLogisticsQuery, StaffHolidayQuery } from '@contract/admin-logistics/admin-logistics.query';
import { ADMIN_LOGISTICS_ROUTES as ROUTES } from '@contract/admin-logistics/admin-logistics.routes';
import type { EadUpdateBody, HepsijetBulkBody } from '@contract/admin-logistics/admin-logistics.types';
import type { EadListQuery } from '@contract/logistics/ead.query';
import { apiCall } from '@web/lib/api-call';

export const fetchAllEad = (query: EadListQuery) => apiCall(ROUTES.ead, { query });
export const fetchEadRow = (eadId: number) => apiCall(ROUTES.eadRow, { params: { eadId } });
export const updateEadRow = (eadId: number, body: EadUpdateBody) => apiCall(ROUTES.updateEad, { params: { eadId }, body });
export const fetchStaffHolidays = (query: StaffHolidayQuery) => apiCall(ROUTES.holidays, { query });
export const fetchCompanyLogistics = (query: CompanyLogisticsQuery) => apiCall(ROUTES.companies, { query });
export const setHepsijet = (body: HepsijetBulkBody) => apiCall(ROUTES.hepsijet, { body });
