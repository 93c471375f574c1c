import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { DataTable, type DataTableProps } from './DataTable';
import { sampleColumns, sampleKey, sampleRows, type SampleRow } from './test-rows';

function renderTable(overrides: Partial<DataTableProps<SampleRow>> = {}) {
  const props: DataTableProps<SampleRow> = {
    columns: sampleColumns,
    rows: sampleRows,
    rowKey: sampleKey,
    labelKey: 'routes.orders',
    ...overrides,
  };
  const router = createMemoryRouter([{ path: '*', element: <DataTable {...props} /> }], { initialEntries: ['/list'] });
  render(<RouterProvider router={router} />);
  return { router, props };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('renders the declared columns with translated headers, skipping hidden ones', () => {
    renderTable({ hiddenColumns: ['email', 'country'] });
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'ID']);
    expect(screen.getAllByTestId('data-row')).toHaveLength(3);
    expect(screen.queryByText('TR')).not.toBeInTheDocument();
  });

  it('sorts by header click: a new column starts at its first direction, the active one toggles', async () => {
    const onSortChange = vi.fn();
    const { props } = renderTable({ sort: { field: 'name', direction: 'asc' }, onSortChange });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('ID')).toHaveAttribute('aria-sort', 'none');
    expect(header('Country')).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header('Name')).getByRole('button'));
    await userEvent.click(within(header('ID')).getByRole('button'));
    expect(onSortChange.mock.calls).toEqual([[{ field: 'name', direction: 'desc' }], [{ field: 'id', direction: 'desc' }]]);
    expect(props.sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('shows the descending indicator', () => {
    renderTable({ sort: { field: 'id', direction: 'desc' }, onSortChange: vi.fn() });
    expect(header('ID')).toHaveAttribute('aria-sort', 'descending');
    expect(header('ID')).toHaveTextContent('▼');
  });

  it('selects rows one by one and all on the page, keeping selections from other pages', async () => {
    const onChange = vi.fn();
    const { router } = renderTable({ selection: { selected: ['99', '12'], onChange, isSelectable: (row) => row.id !== 13 } });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Select row 13' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    expect(onChange).toHaveBeenLastCalledWith(['99', '12', '11']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    expect(onChange).toHaveBeenLastCalledWith(['99']);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['99', '11', '12']);
    expect(router.state.location.pathname).toBe('/list');
  });

  it('unselects the whole page when every selectable row is selected', async () => {
    const onChange = vi.fn();
    renderTable({ selection: { selected: ['11', '12', '13', '5'], onChange } });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['5']);
  });

  it('links rows: link cells are anchors and a click elsewhere on the row follows too', async () => {
    const { router } = renderTable({ rowHref: (row) => `/list/${row.id}` });
    expect(screen.getByRole('link', { name: 'Bravo' })).toHaveAttribute('href', '/list/12');
    await userEvent.click(screen.getByText('SA'));
    expect(router.state.location.pathname).toBe('/list/13');
  });

  it('calls onRowClick instead when given, and marks a busy table', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByText('Alpha'));
    expect(onRowClick).toHaveBeenCalledWith(sampleRows[0]);
  });
});
