/** Neutral sample rows and columns shared by the list machinery's tests (headers reuse existing generic keys). */
import type { Column } from './list-types';

export interface SampleRow {
  id: number;
  name: string;
  country: string;
  email: string;
}

export const sampleRows: SampleRow[] = [
  { id: 11, name: 'Alpha', country: 'TR', email: 'alpha@example.test' },
  { id: 12, name: 'Bravo', country: 'AE', email: 'bravo@example.test' },
  { id: 13, name: 'Charlie', country: 'SA', email: 'charlie@example.test' },
];

export const sampleColumns: Column<SampleRow>[] = [
  { id: 'name', headerKey: 'adminCompanies.columns.name', cell: (row) => row.name, sortField: 'name', link: true },
  { id: 'id', headerKey: 'adminCompanies.columns.id', cell: (row) => row.id, sortField: 'id', firstDirection: 'desc', align: 'end' },
  { id: 'country', headerKey: 'adminCompanies.columns.country', cell: (row) => row.country, hideable: true },
  { id: 'email', headerKey: 'profile.email', cell: (row) => row.email, defaultHidden: true },
];

export const sampleKey = (row: SampleRow) => String(row.id);
