/**
 * The logistics service's staff routes (admin tokens only): every lane's EAD rows and their edit, every company's
 * holidays, each company's logistics (Hepsijet set in bulk) and the ETGB file's rows (answered row by row, like the
 * catalogue's import calls).
 */
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer } from '../downstream/catalog-imports';
import { etgbRowShape, importRowsSchema } from '../downstream/import-bodies';
import { serviceEadQuery } from '../downstream/logistics-settings.routes';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import type { EadListAnswer } from '../logistics/ead.query';
import type { EadRow } from '../logistics/logistics.types';
import {
  companyLogisticsQueryToRaw,
  parseCompanyLogisticsQuery,
  parseStaffHolidayQuery,
  staffHolidayProblems,
  staffHolidayQueryToRaw,
} from './admin-logistics.query';
import {
  eadUpdateSchema,
  hepsijetBulkSchema,
  type CompanyLogisticsListAnswer,
  type HepsijetBulkAnswer,
  type StaffHolidayListAnswer,
} from './admin-logistics.types';

const staff = policy.token();

export const ADMIN_LOGISTICS_SERVICE_ROUTES = serviceRoutes('logistics', {
  ead: route.get('/v1/admin/ead', { query: serviceEadQuery, answer: answer<EadListAnswer>(), policy: staff }),
  eadRow: route.get('/v1/admin/ead/:eadId', { answer: answer<EadRow>(), policy: staff }),
  updateEad: route.put('/v1/admin/ead/:eadId', { body: eadUpdateSchema, answer: answer<EadRow>(), policy: staff }),
  holidays: route.get('/v1/admin/holidays', {
    query: serviceListQuery(parseStaffHolidayQuery, staffHolidayQueryToRaw, staffHolidayProblems),
    answer: answer<StaffHolidayListAnswer>(),
    policy: staff,
  }),
  companies: route.get('/v1/admin/logistics-companies', {
    query: serviceListQuery(parseCompanyLogisticsQuery, companyLogisticsQueryToRaw),
    answer: answer<CompanyLogisticsListAnswer>(),
    policy: staff,
  }),
  hepsijet: route.post('/v1/admin/hepsijet', { body: hepsijetBulkSchema, answer: answer<HepsijetBulkAnswer>(), policy: staff }),
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  etgbRows: route.post('/v1/admin/etgb-rows', { body: importRowsSchema(etgbRowShape), answer: answer<ImportApplyAnswer>(), policy: staff }),
});
