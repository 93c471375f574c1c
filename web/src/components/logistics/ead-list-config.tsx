/**
 * The EAD list as configuration: columns and the origin and destination filters (the sellers' /logistics and the
 * staff's logistics tools), and a country filter field.
 */
import { CBadge } from '@coreui/react';
import type { TFunction } from 'i18next';
import type { EadRow } from '@contract/logistics/logistics.types';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { CountryNames } from '@web/components/country-names';

export function eadColumns(countries: CountryNames, t: TFunction): Column<EadRow>[] {
  return [
    { id: 'origin', headerKey: 'logistics.ead.columns.origin', cell: (row) => countries.nameOf(row.originCountry), sortField: 'originCountry' },
    {
      id: 'destination',
      headerKey: 'logistics.ead.columns.destination',
      cell: (row) => countries.nameOf(row.destinationCountry),
      sortField: 'destinationCountry',
    },
    {
      id: 'estimatedDays',
      headerKey: 'logistics.ead.columns.estimatedDays',
      cell: (row) => t('logistics.ead.days', { count: row.estimatedDays }),
      sortField: 'estimatedDays',
      align: 'end',
    },
    {
      id: 'saturday',
      headerKey: 'logistics.ead.columns.saturday',
      cell: (row) => (
        <CBadge color={row.saturday ? 'success' : 'secondary'}>{t(row.saturday ? 'logistics.ead.saturdayYes' : 'logistics.ead.saturdayNo')}</CBadge>
      ),
    },
  ];
}

export function eadFilterFields(countries: CountryNames): FilterField[] {
  return [
    countryFilterField('origin', 'logistics.ead.columns.origin', countries),
    countryFilterField('destination', 'logistics.ead.columns.destination', countries),
  ];
}

export function countryFilterField(name: string, labelKey: string, countries: CountryNames): FilterField {
  return {
    kind: 'select',
    name,
    labelKey,
    options: countries.options.map((option) => ({ value: option.value, labelKey: 'logistics.filters.named', labelValues: { name: option.label } })),
  };
}
