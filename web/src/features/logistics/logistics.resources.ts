/**
 * The two lists of Logistics (holidays, EAD rows) and the company's logistics profile, which carries the Holiday
 * Manager's commands: each answers nothing to show (null), and the holidays list is asked again after it.
 */
import type { HolidayBody } from '@contract/logistics/holiday.api';
import { LOGISTICS_SETTINGS_ROUTES } from '@contract/logistics/logistics.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { listExport } from '@web/lib/resources/export.sagas';
import { createListResource } from '@web/lib/resources/list-resource';
import { createHoliday, deleteHoliday, fetchEad, fetchHolidays, fetchProfile, updateHoliday } from './logistics.api';

export const holidaysList = createListResource('holidaysList', fetchHolidays);
export const eadList = createListResource('eadList', fetchEad);
export const holidaysExport = listExport(LOGISTICS_SETTINGS_ROUTES.exportHolidays);
export const eadExport = listExport(LOGISTICS_SETTINGS_ROUTES.exportEad);

/** The profile has one record per session: the company's. */
export const PROFILE_ID = 0;

export const logisticsProfile = createDetailResource('logisticsProfile', () => fetchProfile(), {
  create: command(async (_id, body: HolidayBody) => {
    await createHoliday(body);
    return null;
  }, 'logistics.holidays.create.done'),
  update: command(async (_id, { id, body }: { id: number; body: HolidayBody }) => {
    await updateHoliday(id, body);
    return null;
  }, 'logistics.holidays.edit.done'),
  remove: command(async (_id, id: number) => {
    await deleteHoliday(id);
    return null;
  }, 'logistics.holidays.delete.done'),
});

export type HolidayCommand = CommandName<typeof logisticsProfile>;
export type OnHolidayCommand = OnCommand<typeof logisticsProfile>;
