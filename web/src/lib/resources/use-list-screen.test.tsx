import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ORDER_FILTER_KEYS, orderFilterProblems, orderQueryToRaw, parseOrderFilters, parseOrderQuery, type OrderListQuery } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import type { ListPage } from '@contract/lists/list-query';
import { createListResource } from './list-resource';
import { useListScreen, type ListScreenController } from './use-list-screen';

const probeList = createListResource('probeList', vi.fn<(query: OrderListQuery) => Promise<ListPage<OrderRow, 'all'>>>());
type Controller = ListScreenController<OrderListQuery, ReturnType<typeof probeList.select>>;
const FILTERS = { keys: ORDER_FILTER_KEYS, parse: parseOrderFilters };
const shipped = (query: OrderListQuery): OrderListQuery => ({ ...query, tab: 'shipped' });

let latest: Controller & { page: { onFiltersApply: (applied: Record<string, string>) => void; onFiltersReset: () => void } };

function Probe({ adjust }: { adjust?: (query: OrderListQuery) => OrderListQuery }) {
  const list = useListScreen({ list: probeList, parse: parseOrderQuery, toRaw: orderQueryToRaw, problems: orderFilterProblems, filters: FILTERS, adjust });
  useEffect(() => {
    latest = list;
  });
  return null;
}

function mount(path: string, adjust?: (query: OrderListQuery) => OrderListQuery) {
  const asked: OrderListQuery[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (probeList.requested.match(action as UnknownAction)) asked.push((action as ReturnType<typeof probeList.requested>).payload);
    return next(action);
  };
  const store = configureStore({ reducer: { probeList: probeList.reducer }, middleware: (defaults) => defaults({ thunk: false }).concat(record) });
  const router = createMemoryRouter([{ path: '*', element: <Probe adjust={adjust} /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { asked, store, router, search };
}

describe('useListScreen', () => {
  it('asks the list for the URL query, again when a list parameter changes, not when only a dialog opens', async () => {
    const { asked, router } = mount('/orders?tab=shipped&page=2');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ tab: 'shipped', page: 2 });
    const before = latest.query;
    await act(() => router.navigate('/orders?tab=shipped&page=2&action=cancel'));
    expect(asked).toHaveLength(1);
    expect(latest.query).toBe(before);
    await act(() => router.navigate('/orders?tab=shipped&page=3&action=cancel'));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatchObject({ page: 3 });
  });

  it('asks nothing and shows no rows while the URL breaks a filter rule, keeping the stored answer', () => {
    const { asked, store } = mount('/orders?marketplace=hepsiburada&marketplaceOrderId=123');
    expect(asked).toHaveLength(0);
    expect(latest.blocked).toBe(true);
    act(() => {
      store.dispatch(probeList.loaded({ items: [], total: 4, page: 1, pageSize: 25, tabCounts: { all: 4 } }));
    });
    expect(latest.state).toMatchObject({ status: 'ready', page: null, error: null });
    expect(latest.stored.page?.total).toBe(4);
    act(() => latest.page.onRetry());
    expect(asked).toHaveLength(1);
  });

  it('writes applied filters to the URL from page 1, and Reset clears only them', () => {
    const { search } = mount('/orders?tab=shipped&page=4&sort=customerName');
    act(() => latest.page.onFiltersApply({ customer: 'Ayşe', sku: '' }));
    expect(search().get('customer')).toBe('Ayşe');
    expect(search().get('page')).toBeNull();
    expect(search().get('tab')).toBe('shipped');
    act(() => latest.page.onQueryChange({ page: 2 }));
    expect(search().get('page')).toBe('2');
    act(() => latest.page.onFiltersReset());
    expect(search().get('customer')).toBeNull();
    expect(search().get('sort')).toBe('customerName');
  });

  it("shows the query as the screen adjusts it (a route's fixed tab)", () => {
    const { asked } = mount('/orders/cancelled', shipped);
    expect(latest.query.tab).toBe('shipped');
    expect(asked[0]?.tab).toBe('shipped');
  });
});
