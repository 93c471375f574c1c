/**
 * The logistics service's seller settings under /v1/companies/:companyId (the BFF calls them, the sandbox serves
 * them): the company's profile (Hepsijet, customs declaration), its holidays and the EAD rows of its lanes. Another
 * company's holiday is a 404; a body that breaks the holiday rule (contract/logistics/holiday.api.ts, as of the
 * service's today) is 400 `validation` with its fields.
 */
import { answer, policy, route } from '../api/route-def';
import { eadFilterProblems, eadQueryToRaw, parseEadQuery, type EadListAnswer } from '../logistics/ead.query';
import { holidaySchema, type HolidayListAnswer } from '../logistics/holiday.api';
import { holidayFilterProblems, holidayQueryToRaw, parseHolidayQuery } from '../logistics/holiday.query';
import type { Holiday, LogisticsProfile } from '../logistics/logistics.types';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const COMPANY = '/v1/companies/:companyId';

export const serviceHolidayQuery = serviceListQuery(parseHolidayQuery, holidayQueryToRaw, holidayFilterProblems);
export const serviceEadQuery = serviceListQuery(parseEadQuery, eadQueryToRaw, eadFilterProblems);

export const LOGISTICS_SETTINGS_SERVICE_ROUTES = serviceRoutes('logistics', {
  profile: route.get(`${COMPANY}/logistics-profile`, { answer: answer<LogisticsProfile>(), policy: token }),
  holidays: route.get(`${COMPANY}/holidays`, { query: serviceHolidayQuery, answer: answer<HolidayListAnswer>(), policy: token }),
  createHoliday: route.post(`${COMPANY}/holidays`, { body: holidaySchema, answer: answer<Holiday>(), status: 201, policy: token }),
  updateHoliday: route.put(`${COMPANY}/holidays/:holidayId`, { body: holidaySchema, answer: answer<Holiday>(), policy: token }),
  deleteHoliday: route.delete(`${COMPANY}/holidays/:holidayId`, { answer: answer<null>(), status: 204, policy: token }),
  ead: route.get(`${COMPANY}/ead`, { query: serviceEadQuery, answer: answer<EadListAnswer>(), policy: token }),
});
