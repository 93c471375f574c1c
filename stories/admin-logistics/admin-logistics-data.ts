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
import type { Transaction } from '@contract/transactions/transaction.types';
import { listAllEad, listCompanyLogistics, listStaffHolidays } from '@mocks/world/logistics/admin-logistics-operations';
import { createWorld } from '@mocks/world/world';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const eadQuery = (raw: RawQuery = {}): EadListQuery => parseEadQuery(raw);
export const holidayQuery = (raw: RawQuery = {}): StaffHolidayQuery => parseStaffHolidayQuery(raw);
export const companyQuery = (raw: RawQuery = {}): CompanyLogisticsQuery => parseCompanyLogisticsQuery(raw);
export const eadPage = (query: EadListQuery): EadListAnswer => listAllEad(world, query);
export const holidaysPage = (query: StaffHolidayQuery): StaffHolidayListAnswer => listStaffHolidays(world, query, STORY_NOW);
export const companiesPage = (query: CompanyLogisticsQuery): CompanyLogisticsListAnswer => listCompanyLogistics(world, query);

const transaction = (fields: Partial<Transaction>): Transaction => ({
  id: 'tx-etgb-1',
  companyId: 0,
  date: new Date(STORY_NOW).toISOString(),
  updatedAt: new Date(STORY_NOW).toISOString(),
  status: 'inProgress',
  method: 'etgbImport',
  file: 'etgb.xlsx',
  importErrorFile: null,
  error: null,
  childErrors: [],
  rows: null,
  progress: { done: 40, total: 120 },
  createdBy: 'usr-admin',
  ...fields,
});

export const ETGB_UPLOADS = {
  idle: { status: 'idle', fileName: null, transaction: null, error: null },
  running: { status: 'running', fileName: 'etgb.xlsx', transaction: transaction({}), error: null },
  warning: {
    status: 'finished',
    fileName: 'etgb.xlsx',
    error: null,
    transaction: transaction({
      status: 'warning',
      rows: 3,
      progress: { done: 3, total: 3 },
      importErrorFile: 'etgb-errors.xlsx',
      error: { code: 'importRowsFailed', message: 'Some rows were refused.' },
      childErrors: [
        {
          code: 'row 3',
          message: 'Package ID: No package has the ID 1003999999.',
          reasons: [{ code: 'imports.reasons.packageUnknown', column: 'Package ID', params: { packageId: 1003999999 } }],
        },
      ],
    }),
  },
  done: {
    status: 'finished',
    fileName: 'etgb.xlsx',
    error: null,
    transaction: transaction({ status: 'done', rows: 120, progress: { done: 120, total: 120 } }),
  },
} satisfies Record<string, StaffImportState>;
