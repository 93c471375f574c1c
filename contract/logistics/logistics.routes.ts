/**
 * The browser API of Logistics (spec §2 Logistics, Holiday Manager, EAD list): the company's logistics profile
 * (Hepsijet, customs declaration), its holidays (listed, created, edited, deleted, exported) and the EAD rows of its
 * lanes (listed, exported). One description per endpoint (contract/api/route-def.ts).
 */
import { answer, filtersBody, policy, route, type QueryCodec } from '../api/route-def';
import { exportRequestQuery } from '../exports/export.request';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { ExportAnswer } from '../orders/order.api';
import { eadFilterProblems, eadQueryToRaw, parseEadQuery, type EadListAnswer, type EadListQuery } from './ead.query';
import { holidaySchema, type HolidayListAnswer } from './holiday.api';
import { holidayFilterProblems, holidayQueryToRaw, parseHolidayQuery, type HolidayListQuery } from './holiday.query';
import type { Holiday, LogisticsProfile } from './logistics.types';

export const holidayListQuery: QueryCodec<HolidayListQuery> = {
  parse: (raw) => parseHolidayQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: holidayFilterProblems,
  toRaw: holidayQueryToRaw,
};
export const eadListQuery: QueryCodec<EadListQuery> = {
  parse: (raw) => parseEadQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: eadFilterProblems,
  toRaw: eadQueryToRaw,
};

/** The seller and an admin acting as the seller (docs/decisions.md, Logistics): both read all and manage holidays. */
const logistics = policy.can('settings.logistics');

export const LOGISTICS_SETTINGS_ROUTES = {
  profile: route.get('/api/logistics/profile', { answer: answer<LogisticsProfile>(), policy: logistics }),
  holidays: route.get('/api/logistics/holidays', { query: holidayListQuery, answer: answer<HolidayListAnswer>(), policy: logistics }),
  exportHolidays: route.post('/api/logistics/holidays/export', {
    query: exportRequestQuery,
    body: filtersBody(holidayListQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: logistics,
  }),
  createHoliday: route.post('/api/logistics/holidays', { body: holidaySchema, answer: answer<Holiday>(), status: 201, policy: logistics }),
  updateHoliday: route.put('/api/logistics/holidays/:id', { body: holidaySchema, answer: answer<Holiday>(), policy: logistics }),
  deleteHoliday: route.delete('/api/logistics/holidays/:id', { answer: answer<null>(), policy: logistics }),
  ead: route.get('/api/logistics/ead', { query: eadListQuery, answer: answer<EadListAnswer>(), policy: logistics }),
  exportEad: route.post('/api/logistics/ead/export', {
    query: exportRequestQuery,
    body: filtersBody(eadListQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: logistics,
  }),
};
