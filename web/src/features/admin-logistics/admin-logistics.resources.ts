/**
 * The logistics tools' lists (every lane's EAD rows, every company's holidays, companies with their Hepsijet state),
 * the EAD row the edit dialog names with the tools' commands (an EAD row saved; Hepsijet set for the ticked companies,
 * run with id 0), and the ETGB file.
 */
import { ETGB_IMPORT_ROUTES } from '@contract/admin-logistics/admin-logistics.routes';
import type { EadUpdateBody, HepsijetBulkBody } from '@contract/admin-logistics/admin-logistics.types';
import { command, createDetailResource, type CommandName } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { createStaffImport } from '@web/lib/staff-import/staff-import';
import { fetchAllEad, fetchCompanyLogistics, fetchEadRow, fetchStaffHolidays, setHepsijet, updateEadRow } from './admin-logistics.api';

export const allEadList = createListResource('adminEadList', fetchAllEad);
export const staffHolidayList = createListResource('adminHolidayList', fetchStaffHolidays);
export const companyLogisticsList = createListResource('adminCompanyLogistics', fetchCompanyLogistics);

export const eadDetail = createDetailResource('adminEadRow', fetchEadRow, {
  save: command((id, body: EadUpdateBody) => updateEadRow(id, body), 'adminLogistics.ead.saved'),
  hepsijet: command((_id, body: HepsijetBulkBody) => setHepsijet(body).then(() => null), 'adminLogistics.hepsijet.done'),
});
export type AdminLogisticsCommand = CommandName<typeof eadDetail>;

export const etgbImport = createStaffImport('adminEtgbImport', ETGB_IMPORT_ROUTES);
