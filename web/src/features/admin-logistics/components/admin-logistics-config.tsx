/** The logistics tools' lists as configuration: columns, tabs and filter fields of the holidays and the companies. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { COMPANY_LOGISTICS_TABS, STAFF_HOLIDAY_TABS, type CompanyLogisticsTab, type StaffHolidayTab } from '@contract/admin-logistics/admin-logistics.query';
import type { CompanyLogistics, StaffHoliday } from '@contract/admin-logistics/admin-logistics.types';
import type { EadRow } from '@contract/logistics/logistics.types';
import type { CountryNames } from '@web/components/country-names';
import { countryFilterField, eadColumns } from '@web/components/logistics/ead-list-config';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';

const COMPANY_FILTER: FilterField = { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' };

export const HOLIDAY_TAB_DEFINITIONS: readonly TabDefinition<StaffHolidayTab>[] = STAFF_HOLIDAY_TABS.map((id) => ({
  id,
  labelKey: `adminLogistics.holidays.tabs.${id}`,
}));
export const COMPANY_TAB_DEFINITIONS: readonly TabDefinition<CompanyLogisticsTab>[] = COMPANY_LOGISTICS_TABS.map((id) => ({
  id,
  labelKey: `adminLogistics.hepsijet.tabs.${id}`,
}));

export const holidayFilterFields = (countries: CountryNames): FilterField[] => [
  COMPANY_FILTER,
  countryFilterField('country', 'logistics.holidays.columns.country', countries),
];
export const COMPANY_FILTER_FIELDS: readonly FilterField[] = [COMPANY_FILTER, { kind: 'text', name: 'q', labelKey: 'adminLogistics.hepsijet.search' }];

/** The sellers' EAD columns and the edit button. */
export function staffEadColumns(countries: CountryNames, t: TFunction, onEdit: (row: EadRow) => void): Column<EadRow>[] {
  return [
    ...eadColumns(countries, t),
    {
      id: 'actions',
      headerKey: 'adminLogistics.columns.actions',
      align: 'end',
      cell: (row) => (
        <CButton
          size="sm"
          color="primary"
          variant="ghost"
          aria-label={t('adminLogistics.ead.editLane', { origin: countries.nameOf(row.originCountry), destination: countries.nameOf(row.destinationCountry) })}
          onClick={() => onEdit(row)}
        >
          {t('adminLogistics.ead.edit')}
        </CButton>
      ),
    },
  ];
}

export function staffHolidayColumns(format: Formatters, countries: CountryNames, nameOf: NameOf): Column<StaffHoliday>[] {
  return [
    { id: 'name', headerKey: 'logistics.holidays.columns.name', cell: (row) => <span className="fw-semibold">{nameOf(row.name)}</span> },
    { id: 'company', headerKey: 'adminLogistics.columns.company', cell: (row) => `${row.companyName} (${row.companyId})`, sortField: 'companyId' },
    { id: 'country', headerKey: 'logistics.holidays.columns.country', cell: (row) => countries.nameOf(row.country), sortField: 'country' },
    { id: 'start', headerKey: 'logistics.holidays.columns.start', cell: (row) => format.date(row.start), sortField: 'start' },
    { id: 'end', headerKey: 'logistics.holidays.columns.end', cell: (row) => format.date(row.end), sortField: 'end' },
  ];
}

export function companyLogisticsColumns(format: Formatters, countries: CountryNames, t: TFunction): Column<CompanyLogistics>[] {
  return [
    { id: 'company', headerKey: 'adminLogistics.columns.company', cell: (row) => `${row.companyName} (${row.companyId})` },
    { id: 'country', headerKey: 'logistics.holidays.columns.country', cell: (row) => countries.nameOf(row.originCountry) },
    {
      id: 'status',
      headerKey: 'adminLogistics.columns.hepsijet',
      cell: (row) => (
        <CBadge color={row.hepsijet.enabled ? 'success' : 'secondary'}>
          {row.hepsijet.enabled
            ? t('adminLogistics.hepsijet.onSince', { date: row.hepsijet.since ? format.date(row.hepsijet.since) : '' })
            : t('adminLogistics.hepsijet.off')}
        </CBadge>
      ),
    },
    { id: 'customs', headerKey: 'adminLogistics.columns.customs', cell: (row) => t(`logistics.shipping.customs.status.${row.customsDeclaration.status}`) },
    { id: 'etgb', headerKey: 'adminLogistics.columns.etgbPackages', cell: (row) => format.number(row.etgbPackages), align: 'end' },
  ];
}
