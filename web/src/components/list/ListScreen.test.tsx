import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { ListScreen, type ListScreenProps } from './ListScreen';
import { COLUMNS_STORAGE_KEY } from './column-visibility';
import { sampleColumns, sampleKey, sampleRows, type SampleRow } from './test-rows';

const tabs = [
  { id: 'open', labelKey: 'common.yes' },
  { id: 'closed', labelKey: 'common.no' },
];

function props(overrides: Partial<ListScreenProps<SampleRow>> = {}): ListScreenProps<SampleRow> {
  return {
    listId: 'samples',
    titleKey: 'routes.orders',
    columns: sampleColumns,
    rows: sampleRows,
    rowKey: sampleKey,
    total: 3,
    page: 1,
    pageSize: 25,
    onPageChange: vi.fn(),
    status: 'ready',
    errorKey: 'errors.generic',
    onRetry: vi.fn(),
    tabs: { tabs, active: 'open', counts: { open: 3, closed: 0 }, onChange: vi.fn() },
    ...overrides,
  };
}

function renderScreen(all: ListScreenProps<SampleRow>) {
  const router = createMemoryRouter([{ path: '*', element: <ListScreen {...all} /> }], { initialEntries: ['/samples'] });
  return render(<RouterProvider router={router} />);
}

describe('ListScreen states', () => {
  it('is filled: title, tabs, rows, the range text and the column picker', () => {
    renderScreen(props());
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getAllByTestId('data-row')).toHaveLength(3);
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–3 of 3');
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-empty')).not.toBeInTheDocument();
  });

  it('loads first with a spinner only, then keeps the last rows dimmed while reloading', () => {
    const { unmount } = renderScreen(props({ status: 'loading', rows: [], total: 0 }));
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderScreen(props({ status: 'loading' }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('data-row')).toHaveLength(3);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
  });

  it("is empty with 'No data was found.'", () => {
    renderScreen(props({ rows: [], total: 0 }));
    expect(screen.getByTestId('list-empty')).toHaveTextContent('No data was found.');
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });

  it("fails with the screen's own text and retries", async () => {
    const all = props({ status: 'error', errorKey: 'errors.downstreamUnavailable' });
    renderScreen(all);
    expect(screen.getByRole('alert')).toHaveTextContent('A service the portal depends on is not answering. Please try again later.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(all.onRetry).toHaveBeenCalled();
  });

  it('stops the tab counters after a failed load: each shows a dash, none spins', () => {
    renderScreen(props({ status: 'error', tabs: { tabs, active: 'open', counts: null, onChange: vi.fn() } }));
    expect(screen.queryAllByLabelText('Count loading')).toHaveLength(0);
    expect(screen.getAllByText('Count not known')).toHaveLength(2);
  });

  it('spins the tab counters while the list loads', () => {
    renderScreen(props({ status: 'loading', rows: [], tabs: { tabs, active: 'open', counts: null, onChange: vi.fn() } }));
    expect(screen.getAllByLabelText('Count loading')).toHaveLength(2);
  });

  it('shows the bulk bar with the selection and hands its keys to the action', async () => {
    const bulk = vi.fn();
    const onChange = vi.fn();
    const { rerender } = renderScreen(
      props({ selection: { selected: [], onChange }, bulkActions: [{ id: 'export', labelKey: 'common.search', onClick: bulk }] }),
    );
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
    rerender(<></>);
    renderScreen(props({ selection: { selected: ['11', '13'], onChange }, bulkActions: [{ id: 'export', labelKey: 'common.search', onClick: bulk }] }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(bulk).toHaveBeenCalledWith(['11', '13']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('runs toolbar actions and shows a busy one as such', async () => {
    const onClick = vi.fn();
    renderScreen(
      props({
        toolbar: [
          { id: 'go', labelKey: 'common.next', onClick },
          { id: 'wait', labelKey: 'common.previous', onClick, busy: true },
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('hides the columns the user hid before, and shows again what they pick', async () => {
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ samples: { country: false } }));
    renderScreen(props());
    expect(screen.queryByRole('columnheader', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '{}')).toEqual({ samples: { country: false, email: true } });
  });
});
