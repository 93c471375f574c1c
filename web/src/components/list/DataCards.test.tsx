import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { ListScreen, type ListScreenProps } from './ListScreen';
import type { Column } from './list-types';
import { viewportWidth } from './test-layout';

interface Order {
  id: number;
  status: string;
  customer: string;
  channel: string;
}
const columns: Column<Order>[] = [
  { id: 'id', headerKey: 'orders.columns.id', cell: (row) => row.id, link: true, sortField: 'id' },
  { id: 'customerName', headerKey: 'orders.columns.customerName', cell: (row) => row.customer, sortField: 'customerName' },
  { id: 'salesChannel', headerKey: 'orders.columns.salesChannel', cell: (row) => row.channel, priority: 'low' },
  { id: 'status', headerKey: 'orders.columns.status', cell: (row) => row.status },
  { id: 'actions', headerKey: 'orders.cancel.action', cell: (row) => <button type="button">{`cancel ${row.id}`}</button> },
];
const rows: Order[] = [
  { id: 7, status: 'Open', customer: 'Ayşe', channel: 'Trendyol' },
  { id: 8, status: 'Shipped', customer: 'Omar', channel: 'Noon' },
];

function renderList(overrides: Partial<ListScreenProps<Order>> = {}) {
  const element = (
    <ListScreen<Order>
      listId="cards-test"
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
      {...overrides}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/orders'] });
  render(<RouterProvider router={router} />);
  return router;
}

const pairsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a list on a phone', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = viewportWidth(390);
  });
  afterEach(() => restore());

  it('is a list of cards: the status first, then the columns as label and value, the low ones left off', () => {
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(pairsOf(cards[0]!)).toEqual([
      ['Status', 'Open'],
      ['Order ID', '7'],
      ['Customer', 'Ayşe'],
    ]);
    expect(within(cards[1]!).getByRole('link', { name: '8' })).toHaveAttribute('href', '/orders/8');
    expect(within(cards[1]!).getByRole('button', { name: 'cancel 8' })).toBeInTheDocument();
  });

  it('follows a card, sorts and selects without headers, and the picker brings a low column back', async () => {
    const onSortChange = vi.fn();
    const onChange = vi.fn();
    const router = renderList({ sort: { field: 'id', direction: 'desc' }, onSortChange, selection: { selected: [], onChange } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Customer, ascending');
    expect(onSortChange).toHaveBeenCalledWith({ field: 'customerName', direction: 'asc' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['7', '8']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 8' }));
    expect(onChange).toHaveBeenLastCalledWith(['8']);

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const channel = screen.getByRole('checkbox', { name: 'Sales channel' });
    expect(channel).not.toBeChecked();
    await userEvent.click(channel);
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(pairsOf(cards[0]!)).toContainEqual(['Sales channel', 'Trendyol']);

    await userEvent.click(within(cards[0]!).getByText('Ayşe'));
    expect(router.state.location.pathname).toBe('/orders/7');
  });
});
