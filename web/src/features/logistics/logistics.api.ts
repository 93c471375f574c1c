/** The Logistics API of the BFF (contract/logistics/logistics.routes.ts). */
import type { EadListQuery } from '@contract/logistics/ead.query';
import type { HolidayBody } from '@contract/logistics/holiday.api';
import type { HolidayListQuery } from '@contract/logistics/holiday.query';
import { LOGISTICS_SETTINGS_ROUTES as ROUTES } from '@contract/logistics/logistics.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchProfile = () => apiCall(ROUTES.profile);
export const fetchHolidays = (query: HolidayListQuery) => apiCall(ROUTES.holidays, { query });
export const createHoliday = (body: HolidayBody) => apiCall(ROUTES.createHoliday, { body });
export const updateHoliday = (id: number, body: HolidayBody) => apiCall(ROUTES.updateHoliday, { params: { id }, body });
export const deleteHoliday = (id: number) => apiCall(ROUTES.deleteHoliday, { params: { id } });
export const fetchEad = (query: EadListQuery) => apiCall(ROUTES.ead, { query });
