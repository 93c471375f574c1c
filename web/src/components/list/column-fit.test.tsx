import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { columnsLeftOffCards, columnsToHide, priorityOf } from './column-fit';
import { ListScreen } from './ListScreen';
import type { Column } from './list-types';
import { fakeTableLayout } from './test-layout';

interface Order {
  id: number;
  customer: string;
}
const text = (row: Order) => row.customer;
/** Ids in declaration order; the widths below add up to 730 px. */
const columns: Column<Order>[] = [
  { id: 'id', headerKey: 'orders.columns.id', cell: (row) => row.id, link: true },
  { id: 'status', headerKey: 'orders.columns.status', cell: text },
  { id: 'customerName', headerKey: 'orders.columns.customerName', cell: text },
  { id: 'grandTotal', headerKey: 'orders.columns.grandTotal', cell: text, priority: 'high' },
  { id: 'salesChannel', headerKey: 'orders.columns.salesChannel', cell: text, priority: 'low' },
  { id: 'destinationCountry', headerKey: 'orders.columns.destinationCountry', cell: text },
  { id: 'actions', headerKey: 'orders.cancel.action', cell: text },
];
const widths = { id: 100, status: 100, customerName: 150, grandTotal: 100, salesChannel: 120, destinationCountry: 80, actions: 80 };
const rows: Order[] = [
  { id: 1, customer: 'Ayşe' },
  { id: 2, customer: 'Omar' },
];
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.dataset.testid?.replace('column-', ''));

function renderList() {
  const element = (
    <ListScreen<Order>
      listId="fit-test"
      titleKey="routes.orders"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => `/orders/${row.id}`}
      total={2}
      page={1}
      pageSize={25}
      onPageChange={vi.fn()}
      status="ready"
      errorKey="errors.generic"
      onRetry={vi.fn()}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/orders'] })} />);
}

describe('column priorities', () => {
  it('defaults: the first column, a link, status and actions never hide for width; the rest are normal', () => {
    expect(columns.map(priorityOf)).toEqual(['essential', 'essential', 'normal', 'high', 'low', 'normal', 'essential']);
    expect(priorityOf({ ...columns[2]!, priority: 'low' }, 2)).toBe('low');
  });

  it('hides the lowest priority first and the right-most first within one, until the rest fits', () => {
    const widthOf = (id: string) => widths[id as keyof typeof widths];
    const none = { hidden: [], pinned: [] };
    expect(columnsToHide(columns, none, widthOf, 0, 730)).toEqual([]);
    expect(columnsToHide(columns, none, widthOf, 0, 610)).toEqual(['salesChannel']);
    expect(columnsToHide(columns, none, widthOf, 0, 609)).toEqual(['salesChannel', 'destinationCountry']);
    expect(columnsToHide(columns, none, widthOf, 40, 420)).toEqual(['salesChannel', 'destinationCountry', 'customerName']);
    expect(columnsToHide(columns, none, widthOf, 40, 419)).toEqual(['salesChannel', 'destinationCountry', 'customerName', 'grandTotal']);
    // Never an essential column: at worst the table scrolls.
    expect(columnsToHide(columns, none, widthOf, 0, 100)).toEqual(['salesChannel', 'destinationCountry', 'customerName', 'grandTotal']);
    // The user's choice wins both ways: a pinned column stays, a column hidden by the user makes room already.
    expect(columnsToHide(columns, { hidden: ['destinationCountry'], pinned: ['customerName'] }, widthOf, 0, 500)).toEqual(['salesChannel', 'grandTotal']);
  });

  it('leaves only the low ones the user did not choose off the cards', () => {
    expect(columnsLeftOffCards(columns, { hidden: [], pinned: [] })).toEqual(['salesChannel']);
    expect(columnsLeftOffCards(columns, { hidden: [], pinned: ['salesChannel'] })).toEqual([]);
  });
});

describe('a table fitted to its width', () => {
  it('shows what fits by priority before it paints, the picker unticks the rest, and a tick brings one back', async () => {
    const layout = fakeTableLayout(widths, 500);
    try {
      renderList();
      await waitFor(() => expect(headers()).toEqual(['id', 'status', 'grandTotal', 'actions']));
      await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const customer = screen.getByRole('checkbox', { name: 'Customer' });
      expect(customer).not.toBeChecked();
      expect(customer).toHaveAccessibleDescription('does not fit');
      expect(screen.getByRole('checkbox', { name: 'Grand total' })).toBeChecked();
      await userEvent.click(customer);
      // The user's column stays; the next one by priority makes room for it.
      await waitFor(() => expect(headers()).toEqual(['id', 'status', 'customerName', 'actions']));
      expect(screen.getByRole('checkbox', { name: 'Grand total' })).not.toBeChecked();
      layout.resize(900);
      expect(headers()).toEqual(['id', 'status', 'customerName', 'grandTotal', 'salesChannel', 'destinationCountry', 'actions']);
      layout.resize(560);
      expect(headers()).toEqual(['id', 'status', 'customerName', 'grandTotal', 'actions']);
      await userEvent.click(screen.getByTestId('column-reset'));
      await waitFor(() => expect(headers()).toEqual(['id', 'status', 'customerName', 'grandTotal', 'actions']));
      layout.resize(500);
      expect(headers()).toEqual(['id', 'status', 'grandTotal', 'actions']);
    } finally {
      layout.restore();
    }
  });
});
