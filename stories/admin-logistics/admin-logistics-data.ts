/**
 * The logistics tools for the page stories, from the same seeded world the sandbox serves, read with the world
 * operations its routes call: a story shows what the screen would.
 */
import {
  parseCompanyLogisticsQuery,
  parseStaffHolidayQuery,
  type CompanyLogisticsQuery,
  type StaffHolidayQuery,
} from '@contract/admin-logistics/admin-logistics.query';
import type { CompanyLogisticsListAnswer, StaffHolidayListAnswer } from '@contract/admin-logistics/admin-logistics.types';
import type { RawQuery } from '@contract/lists/list-query';
import { parseEadQuery, type EadListAnswer, type EadListQuery } from '@contract/logistics/ead.query';
import { listAllEad, listCompanyLogistics, listStaffHolidays } from '@mocks/world/logistics/admin-logistics-operations';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';
import { staffUploadStates } from '../support/staff-upload-states';

const world = createWorld({ now: STORY_NOW });

export const eadQuery = (raw: RawQuery = {}): EadListQuery => parseEadQuery(raw);
export const holidayQuery = (raw: RawQuery = {}): StaffHolidayQuery => parseStaffHolidayQuery(raw);
export const companyQuery = (raw: RawQuery = {}): CompanyLogisticsQuery => parseCompanyLogisticsQuery(raw);
export const eadPage = (query: EadListQuery): EadListAnswer => listAllEad(world, query);
export const holidaysPage = (query: StaffHolidayQuery): StaffHolidayListAnswer => listStaffHolidays(world, query, STORY_NOW);
export const companiesPage = (query: CompanyLogisticsQuery): CompanyLogisticsListAnswer => listCompanyLogistics(world, query);

export const ETGB_UPLOADS = staffUploadStates({
  method: 'etgbImport',
  file: 'etgb',
  refusal: {
    message: 'Package ID: No package has the ID 1003999999.',
    reason: { code: 'imports.reasons.packageUnknown', column: 'Package ID', params: { packageId: 1003999999 } },
  },
  doneRows: 120,
});
