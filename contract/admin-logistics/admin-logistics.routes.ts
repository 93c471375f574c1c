/**
 * The browser API of /admin/logistics/logistics (admin only): every lane's EAD rows and their edit, every company's
 * holidays, each company's logistics with Hepsijet set in bulk, and the ETGB file (a staff import).
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { staffImportRoutes } from '../imports/staff-import.routes';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { EadListAnswer } from '../logistics/ead.query';
import { eadListQuery } from '../logistics/logistics.routes';
import type { EadRow } from '../logistics/logistics.types';
import {
  companyLogisticsQueryToRaw,
  parseCompanyLogisticsQuery,
  parseStaffHolidayQuery,
  staffHolidayProblems,
  staffHolidayQueryToRaw,
  type CompanyLogisticsQuery,
  type StaffHolidayQuery,
} from './admin-logistics.query';
import {
  eadUpdateSchema,
  hepsijetBulkSchema,
  type CompanyLogisticsListAnswer,
  type HepsijetBulkAnswer,
  type StaffHolidayListAnswer,
} from './admin-logistics.types';

export const companyLogisticsQuery: QueryCodec<CompanyLogisticsQuery> = {
  parse: (raw) => parseCompanyLogisticsQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: companyLogisticsQueryToRaw,
};
export const staffHolidayQuery: QueryCodec<StaffHolidayQuery> = {
  parse: (raw) => parseStaffHolidayQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: staffHolidayProblems,
  toRaw: staffHolidayQueryToRaw,
};

const tools = policy.can('admin.tools');

export const ADMIN_LOGISTICS_ROUTES = {
  ead: route.get('/api/admin/logistics/ead', { query: eadListQuery, answer: answer<EadListAnswer>(), policy: tools }),
  eadRow: route.get('/api/admin/logistics/ead/:eadId', { answer: answer<EadRow>(), policy: tools }),
  updateEad: route.put('/api/admin/logistics/ead/:eadId', { body: eadUpdateSchema, answer: answer<EadRow>(), policy: tools }),
  holidays: route.get('/api/admin/logistics/holidays', { query: staffHolidayQuery, answer: answer<StaffHolidayListAnswer>(), policy: tools }),
  companies: route.get('/api/admin/logistics/companies', { query: companyLogisticsQuery, answer: answer<CompanyLogisticsListAnswer>(), policy: tools }),
  /** Hepsijet on or off for many companies at once. */
  hepsijet: route.post('/api/admin/logistics/hepsijet', { body: hepsijetBulkSchema, answer: answer<HepsijetBulkAnswer>(), policy: tools }),
};

/** The ETGB file: packages matched by id across companies get their customs declaration number. */
export const ETGB_IMPORT_ROUTES = staffImportRoutes('/api/admin/logistics/etgb-imports', '/api/admin/logistics/etgb-template');
