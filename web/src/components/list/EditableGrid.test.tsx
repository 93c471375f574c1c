import { useCallback, useReducer } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { createRowEditResource } from '@web/lib/resources/row-edit-resource';
import { draftValues, rowProblems } from '@web/lib/resources/row-editing';
import { ListScreen } from './ListScreen';
import type { Column } from './list-types';
import { viewportWidth } from './test-layout';

interface PriceRow {
  id: number;
  sku: string;
  price: number;
  retailPrice: number;
}
const rows: PriceRow[] = [
  { id: 1, sku: 'A-1', price: 10, retailPrice: 12 },
  { id: 2, sku: 'B-2', price: 20, retailPrice: 25 },
];
/** Called once per row render: the grid renders a row again only when that row's own data changed. */
const skuCell = vi.fn((row: PriceRow) => row.sku);
const columns: Column<PriceRow>[] = [
  { id: 'sku', headerKey: 'quickEdit.columns.sku', cell: skuCell },
  { id: 'price', headerKey: 'quickEdit.columns.price', cell: (row) => row.price, edit: { field: 'price', kind: 'number', value: (row) => String(row.price) } },
  {
    id: 'retailPrice',
    headerKey: 'quickEdit.columns.retailPrice',
    cell: (row) => row.retailPrice,
    edit: { field: 'retailPrice', kind: 'number', value: (row) => String(row.retailPrice) },
  },
];
const grid = createRowEditResource('grid', {
  toItem: (key) => key,
  save: () => Promise.resolve(null),
  rowProblems: () => null,
  savedKey: 'quickEdit.saved',
  savedCount: () => 0,
});
const rowKey = (row: PriceRow) => String(row.id);
const skuOf = (row: PriceRow) => row.sku;
const validate = (values: Readonly<Record<string, string>>) =>
  Number(values.retailPrice) < Number(values.price) ? { retailPrice: 'validation.retailBelowPrice' } : null;

function Grid({ onSave, serverRows }: { onSave: () => void; serverRows?: Record<string, Record<string, string>> }) {
  const [state, dispatch] = useReducer(grid.reducer, undefined, () => grid.reducer(undefined, grid.refused({ rows: serverRows ?? null, error: null })));
  const onChange = useCallback(
    (key: string, field: string, value: string, base: Readonly<Record<string, string>>) => dispatch(grid.edited({ key, field, value, base })),
    [],
  );
  const onDiscard = useCallback(() => dispatch(grid.discarded()), []);
  const onDiscardRow = useCallback((key: string) => dispatch(grid.rowDiscarded(key)), []);
  return (
    <>
      <Link to="/elsewhere" data-testid="away">
        {'→'}
      </Link>
      <ListScreen<PriceRow>
        listId="grid-test"
        titleKey="quickEdit.title"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        total={2}
        page={1}
        pageSize={25}
        onPageChange={() => undefined}
        status="ready"
        errorKey="quickEdit.loadError"
        onRetry={() => undefined}
        editing={{
          drafts: draftValues(state),
          problems: rowProblems(state, validate),
          saving: false,
          rowLabel: skuOf,
          onChange,
          onSave,
          onDiscard,
          onDiscardRow,
        }}
      />
    </>
  );
}

function renderGrid(serverRows?: Record<string, Record<string, string>>) {
  const onSave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/grid', element: <Grid onSave={onSave} serverRows={serverRows} /> },
      { path: '/elsewhere', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: ['/grid'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSave };
}

const row = (key: string) => screen.getAllByTestId('data-row').find((element) => element.dataset.rowKey === key)!;
const cell = (key: string, field: string) => within(row(key)).getByTestId(`edit-${field}`);

describe('an editable grid', () => {
  it('counts changed rows, shows the problem under its cell as you type, and saves only when none is left', async () => {
    const { onSave } = renderGrid();
    expect(screen.queryByTestId('edit-bar')).toBeNull();
    const price = cell('1', 'price');
    expect(price).toHaveAccessibleName('Price of A-1');
    await userEvent.clear(price);
    await userEvent.type(price, '15');
    expect(screen.getByTestId('edit-count')).toHaveTextContent('1 row changed');
    expect(row('1')).toHaveAttribute('data-dirty', 'true');
    const retail = cell('1', 'retailPrice');
    expect(retail).toHaveAttribute('aria-invalid', 'true');
    expect(retail).toHaveAccessibleDescription('Retail price must be equal to or greater than price.');
    expect(screen.getByTestId('edit-save')).toBeDisabled();
    expect(screen.getByTestId('edit-problems')).toHaveTextContent('1 row needs attention before saving');

    await userEvent.clear(retail);
    await userEvent.type(retail, '15');
    expect(retail).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.getByTestId('edit-save')).toHaveTextContent('Save 1 change');
  });

  it("shows a refusal of the whole row under it, and Undo drops the row's changes", async () => {
    renderGrid({ 2: { id: 'validation.variantUnknown' } });
    await userEvent.type(cell('2', 'price'), '1');
    const line = screen.getByTestId('row-problems');
    expect(line).toHaveTextContent('This variant is not in your catalogue.');
    await userEvent.click(within(line).getByTestId('row-undo'));
    expect(screen.queryByTestId('row-problems')).toBeNull();
    expect(cell('2', 'price')).toHaveValue('20');
    expect(screen.queryByTestId('edit-bar')).toBeNull();
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave drops them and goes', async () => {
    const { router } = renderGrid();
    const added = vi.spyOn(window, 'addEventListener');
    await userEvent.type(cell('1', 'price'), '5');
    expect(added).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    await userEvent.click(screen.getByTestId('away'));
    const dialog = await screen.findByTestId('leave-guard');
    expect(dialog).toHaveTextContent('1 row has changes that are not saved. Leave without saving them?');
    await userEvent.click(within(dialog).getByTestId('leave-stay'));
    expect(router.state.location.pathname).toBe('/grid');
    expect(cell('1', 'price')).toHaveValue('105');

    await userEvent.click(screen.getByTestId('away'));
    await userEvent.click(within(await screen.findByTestId('leave-guard')).getByTestId('leave-confirm'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
    added.mockRestore();
  });

  it('renders again only the row being edited', async () => {
    renderGrid();
    skuCell.mockClear();
    await userEvent.type(cell('1', 'price'), '5');
    await userEvent.type(cell('1', 'retailPrice'), '0');
    expect(skuCell).toHaveBeenCalled();
    expect(skuCell.mock.calls.every(([row]) => row.id === 1)).toBe(true);
  });

  it('keeps working on a phone, each row a card with its inputs', async () => {
    const restore = viewportWidth(390);
    try {
      const { onSave } = renderGrid({ 2: { id: 'validation.variantUnknown' } });
      expect(screen.queryByRole('table')).toBeNull();
      const price = cell('1', 'price');
      expect(price).toHaveAccessibleName('Price of A-1');
      await userEvent.clear(price);
      await userEvent.type(price, '15');
      expect(row('1')).toHaveAttribute('data-dirty', 'true');
      expect(cell('1', 'retailPrice')).toHaveAccessibleDescription('Retail price must be equal to or greater than price.');
      await userEvent.type(cell('2', 'price'), '1');
      expect(within(row('2')).getByTestId('row-problems')).toHaveTextContent('This variant is not in your catalogue.');
      await userEvent.click(within(row('2')).getByTestId('row-undo'));
      await userEvent.clear(cell('1', 'retailPrice'));
      await userEvent.type(cell('1', 'retailPrice'), '15');
      await userEvent.click(screen.getByTestId('edit-save'));
      expect(onSave).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  });

  it('lets the user go without asking when nothing changed', async () => {
    const { router } = renderGrid();
    await userEvent.click(screen.getByTestId('away'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByTestId('leave-guard')).toBeNull();
  });
});
