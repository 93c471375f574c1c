/** The holiday list as configuration: columns (with edit and delete) and the country filter. */
import { CButton } from '@coreui/react';
import type { Holiday } from '@contract/logistics/logistics.types';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';
import type { CountryNames } from '@web/components/country-names';

export type HolidayDialog = 'create' | 'edit' | 'delete';

interface HolidayColumnOptions {
  format: Formatters;
  countries: CountryNames;
  /** A holiday's name in the reader's language. */
  nameOf: NameOf;
  labels: { edit: string; remove: string };
  onOpen: (name: HolidayDialog, id?: number) => void;
}

export function holidayColumns({ format, countries, nameOf, labels, onOpen }: HolidayColumnOptions): Column<Holiday>[] {
  return [
    { id: 'name', headerKey: 'logistics.holidays.columns.name', cell: (row) => <span className="fw-semibold">{nameOf(row.name)}</span>, sortField: 'name' },
    { id: 'country', headerKey: 'logistics.holidays.columns.country', cell: (row) => countries.nameOf(row.country), sortField: 'country' },
    { id: 'start', headerKey: 'logistics.holidays.columns.start', cell: (row) => format.date(row.start), sortField: 'start' },
    { id: 'end', headerKey: 'logistics.holidays.columns.end', cell: (row) => format.date(row.end), sortField: 'end' },
    {
      id: 'actions',
      headerKey: 'logistics.holidays.columns.actions',
      align: 'end',
      className: 'text-nowrap',
      cell: (row) => (
        <>
          <CButton size="sm" color="primary" variant="ghost" aria-label={`${labels.edit}: ${nameOf(row.name)}`} onClick={() => onOpen('edit', row.id)}>
            {labels.edit}
          </CButton>
          <CButton size="sm" color="danger" variant="ghost" aria-label={`${labels.remove}: ${nameOf(row.name)}`} onClick={() => onOpen('delete', row.id)}>
            {labels.remove}
          </CButton>
        </>
      ),
    },
  ];
}
