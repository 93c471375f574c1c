/** The lead-time list as configuration: the company filter, a category search, and the columns. */
import type { TFunction } from 'i18next';
import type { LeadTimeCategory } from '@contract/admin-lead-times/lead-time.types';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';

export const LEAD_TIME_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  { kind: 'text', name: 'q', labelKey: 'adminLeadTimes.search' },
];

export function leadTimeColumns(format: Formatters, nameOf: NameOf, t: TFunction): Column<LeadTimeCategory>[] {
  return [
    { id: 'category', headerKey: 'adminLeadTimes.columns.category', cell: (row) => nameOf(row.path), priority: 'essential' },
    { id: 'categoryId', headerKey: 'adminLeadTimes.columns.categoryId', cell: (row) => row.categoryId },
    { id: 'products', headerKey: 'adminLeadTimes.columns.products', cell: (row) => format.number(row.products), align: 'end' },
    {
      id: 'days',
      headerKey: 'adminLeadTimes.columns.days',
      align: 'end',
      cell: (row) =>
        row.minDays === row.maxDays ? t('adminLeadTimes.days', { count: row.minDays }) : t('adminLeadTimes.daysRange', { min: row.minDays, max: row.maxDays }),
    },
  ];
}
