/** The holiday and EAD exports (spec §9 transaction methods): the filters on screen, every page, as these columns. */
import { LOGISTICS_SETTINGS_SERVICE_ROUTES as SERVICE, serviceEadQuery, serviceHolidayQuery } from '@contract/downstream/logistics-settings.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { EadRow, Holiday } from '@contract/logistics/logistics.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

/** Countries as ISO codes (the screen names them with the browser's own country names, which a file cannot carry). */
export const HOLIDAY_EXPORT_COLUMNS: readonly ExportColumn<Holiday>[] = [
  { header: 'logistics.holidays.columns.id', width: 10, value: (row) => row.id },
  { header: 'logistics.holidays.columns.name', width: 36, kind: 'localized', value: (row) => row.name },
  { header: 'logistics.holidays.columns.countryCode', width: 9, value: (row) => row.country },
  { header: 'logistics.holidays.columns.start', width: 12, kind: 'date', value: (row) => row.start },
  { header: 'logistics.holidays.columns.end', width: 12, kind: 'date', value: (row) => row.end },
];

export const EAD_EXPORT_COLUMNS: readonly ExportColumn<EadRow>[] = [
  { header: 'logistics.ead.columns.id', width: 8, value: (row) => row.id },
  { header: 'logistics.ead.columns.originCode', width: 14, value: (row) => row.originCountry },
  { header: 'logistics.ead.columns.destinationCode', width: 18, value: (row) => row.destinationCountry },
  { header: 'logistics.ead.columns.estimatedDays', width: 14, value: (row) => row.estimatedDays },
  { header: 'logistics.ead.columns.saturday', width: 16, kind: 'yesNo', value: (row) => row.saturday },
];

export function holidayLister(services: Services, target: JobTarget): ListCall<Holiday> {
  return (raw) => services.call(SERVICE.holidays, target.caller, { params: { companyId: target.companyId }, query: serviceHolidayQuery.parse(raw) });
}

export function eadLister(services: Services, target: JobTarget): ListCall<EadRow> {
  return (raw) => services.call(SERVICE.ead, target.caller, { params: { companyId: target.companyId }, query: serviceEadQuery.parse(raw) });
}

export const HOLIDAY_EXPORT: ExportDefinition<Holiday> = {
  method: 'holidayExport',
  columns: HOLIDAY_EXPORT_COLUMNS,
  fileBaseName: 'holidays',
  lister: holidayLister,
};
export const EAD_EXPORT: ExportDefinition<EadRow> = { method: 'eadExport', columns: EAD_EXPORT_COLUMNS, fileBaseName: 'ead', lister: eadLister };

/** The filters of the list on screen: page and page size do not narrow an export. */
export function exportFilters<Q extends { page?: number; pageSize?: number }>(query: Q, toRaw: (query: Q) => Record<string, string>): Record<string, string> {
  return toRaw({ ...query, page: undefined, pageSize: undefined });
}
