/** The Import Errors tab's columns: where the row sits, what it named, and why it was refused. */
import type { ImportRowError } from '@contract/imports/import.types';
import type { Column } from '@web/components/list/list-types';
import { EMPTY_VALUE, type Formatters } from '@web/lib/format';
import { ImportReasons } from '@web/components/ImportReasons';

export function importErrorColumns(format: Formatters): Column<ImportRowError>[] {
  return [
    { id: 'row', headerKey: 'imports.errors.columns.row', cell: (row) => format.number(row.row), align: 'end' },
    { id: 'sku', headerKey: 'imports.errors.columns.sku', cell: (row) => (row.sku ? <code>{row.sku}</code> : EMPTY_VALUE) },
    { id: 'productName', headerKey: 'imports.errors.columns.productName', cell: (row) => row.productName ?? EMPTY_VALUE, hideable: true },
    { id: 'reasons', headerKey: 'imports.errors.columns.reasons', cell: (row) => <ImportReasons reasons={row.reasons} /> },
    { id: 'date', headerKey: 'imports.errors.columns.date', cell: (row) => format.dateTime(row.date), hideable: true },
  ];
}
