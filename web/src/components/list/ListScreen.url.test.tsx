/** A small view on ListScreen + useListQuery: the URL alone carries tab, filters, page, page size and sort. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  compactQuery,
  compareBy,
  formatSort,
  paginate,
  parsePage,
  parsePageSize,
  parseSort,
  parseTab,
  type RawQuery,
  type Sort,
} from '@contract/lists/list-query';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import '@web/lib/i18n';
import { ListScreen } from './ListScreen';
import { sampleColumns, sampleKey, type SampleRow } from './test-rows';

const TABS = ['open', 'closed'] as const;
const FILTER_KEYS = ['country', 'name'] as const;
interface Query {
  tab: (typeof TABS)[number];
  page: number;
  pageSize: number;
  sort: Sort<'name' | 'id'>;
  country?: string;
  name?: string;
}
const parse = (raw: RawQuery): Query => ({
  tab: parseTab(raw.tab, TABS),
  page: parsePage(raw.page),
  pageSize: parsePageSize(raw.pageSize),
  sort: parseSort(raw.sort, ['name', 'id'] as const, { field: 'name', direction: 'asc' }),
  country: raw.country,
  name: raw.name,
});
const toRaw = ({ sort, ...rest }: Partial<Query>) => compactQuery({ ...rest, sort: sort ? formatSort(sort) : undefined });

const all: SampleRow[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Row ${String(index + 1).padStart(2, '0')}`,
  country: index % 2 ? 'TR' : 'AE',
  email: `r${index}@example.test`,
}));

function SampleView() {
  const [query, update] = useListQuery(parse, toRaw);
  const matching = all.filter((row) => (query.tab === 'open' ? row.id <= 40 : row.id > 40) && (!query.country || row.country === query.country));
  const sorted = [...matching].sort(compareBy((row) => (query.sort.field === 'id' ? row.id : row.name), query.sort.direction));
  return (
    <ListScreen<SampleRow, Query['tab']>
      listId="samples"
      titleKey="routes.orders"
      columns={sampleColumns}
      rowKey={sampleKey}
      rows={paginate(sorted, query.page, query.pageSize)}
      total={matching.length}
      page={query.page}
      pageSize={query.pageSize}
      status="ready"
      errorKey="errors.generic"
      onRetry={() => undefined}
      tabs={{
        tabs: TABS.map((id) => ({ id, labelKey: id === 'open' ? 'common.yes' : 'common.no' })),
        active: query.tab,
        counts: { open: 40, closed: 20 },
        onChange: (tab) => update({ tab }),
      }}
      filters={{
        fields: [
          {
            kind: 'select',
            name: 'country',
            labelKey: 'adminCompanies.columns.country',
            options: [
              { value: 'TR', labelKey: 'languages.tr' },
              { value: 'AE', labelKey: 'languages.en' },
            ],
          },
        ],
        values: query,
        onApply: (values) => update(filtersPatch(FILTER_KEYS, values)),
        onReset: () => update(filtersPatch(FILTER_KEYS, {})),
      }}
      sort={query.sort}
      onSortChange={(sort) => update({ sort: sort as Query['sort'] })}
      onPageChange={(page) => update({ page })}
      onPageSizeChange={(pageSize) => update({ pageSize })}
    />
  );
}

function mount(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SampleView /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, view, search: () => new URLSearchParams(router.state.location.search) };
}

const firstCells = () => screen.getAllByTestId('data-row').map((row) => row.querySelector('td')?.textContent);
const state = () => ({
  tab: screen.getByRole('tab', { selected: true }).textContent,
  page: screen.getByRole('button', { current: 'page' }).textContent,
  sort: screen.getByRole('columnheader', { name: /ID/ }).getAttribute('aria-sort'),
  country: (screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
  rows: firstCells(),
});

describe('ListScreen with the URL', () => {
  it('renders the same list again from the same URL', () => {
    const path = '/samples?tab=open&page=2&pageSize=10&sort=-id&country=TR';
    const first = mount(path);
    const before = state();
    expect(before).toMatchObject({ tab: 'Yes40', page: '2', sort: 'descending', country: 'TR' });
    expect(before.rows[0]).toBe('Row 20');
    first.view.unmount();
    mount(first.router.state.location.pathname + first.router.state.location.search);
    expect(state()).toEqual(before);
  });

  it('writes tab, filters, sort and page into the URL, and Back walks them back', async () => {
    const { router, search } = mount('/samples?pageSize=10');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(search().get('page')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: /ID/ }));
    expect([search().get('sort'), search().get('page')]).toEqual(['-id', null]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(search().get('country')).toBe('AE');
    // Formik submits after a microtask and the router commits in a transition: wait for the new rows.
    await waitFor(() => expect(firstCells()[0]).toBe('Row 39'));
    await userEvent.click(screen.getByRole('tab', { name: /No/ }));
    expect(Object.fromEntries(search())).toEqual({ pageSize: '10', sort: '-id', country: 'AE', tab: 'closed' });
    await waitFor(() => expect(firstCells()[0]).toBe('Row 59'));
    await act(() => router.navigate(-1));
    expect(state()).toMatchObject({ tab: 'Yes40', country: 'AE' });
    await act(() => router.navigate(-1));
    expect(state().country).toBe('');
    await act(() => router.navigate(-1));
    expect(state()).toMatchObject({ page: '3', sort: 'none' });
  });

  it('Reset clears only the filters', async () => {
    const { search } = mount('/samples?tab=closed&country=TR&sort=-id');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(search().toString()).toBe('tab=closed&sort=-id');
  });
});
