import { act, render, screen } from '@testing-library/react';
import { useEffect, useReducer } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { orderQueryToRaw, parseOrderQuery, type OrderListQuery } from '@contract/orders/order.query';
import { useListQuery, useUrlDialog, useUrlTab, type ListQueryUpdate } from './list-url';

/** What the probes below hand out to the test after each commit. */
const probe = {
  update: (() => undefined) as ListQueryUpdate<OrderListQuery>,
  forceRender: () => undefined as void,
  seen: [] as OrderListQuery[],
  dialog: [null, () => undefined, () => undefined] as ReturnType<typeof useUrlDialog>,
  tab: ['basic', () => undefined] as ReturnType<typeof useUrlTab<'basic' | 'items' | 'logs'>>,
};

function OrdersProbe() {
  const [query, write] = useListQuery(parseOrderQuery, orderQueryToRaw);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    probe.update = write;
    probe.forceRender = bump;
    probe.seen.push(query);
  });
  return <output data-testid="query">{JSON.stringify(query)}</output>;
}

function DialogProbe() {
  const controls = useUrlDialog();
  useEffect(() => {
    probe.dialog = controls;
  });
  return <output data-testid="dialog">{controls[0] ?? 'none'}</output>;
}

function TabProbe() {
  const controls = useUrlTab('tab', ['basic', 'items', 'logs'] as const, 'basic');
  useEffect(() => {
    probe.tab = controls;
  });
  return <output data-testid="tab">{controls[0]}</output>;
}

function mount(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, view, search };
}

const shown = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}') as OrderListQuery;

describe('useListQuery', () => {
  beforeEach(() => {
    probe.seen.length = 0;
  });

  it('reads tab, filters, page and sort from the URL and keeps the same query across re-renders', () => {
    mount('/orders?tab=shipped&page=3&pageSize=50&sort=-grandTotal&customer=Ay%C5%9Fe', <OrdersProbe />);
    expect(shown()).toMatchObject({ tab: 'shipped', page: 3, pageSize: 50, customer: 'Ayşe', sort: { field: 'grandTotal', direction: 'desc' } });
    act(() => probe.forceRender());
    expect(probe.seen.length).toBeGreaterThanOrEqual(2);
    expect(probe.seen.at(-1)).toBe(probe.seen[0]);
  });

  it('pushes filter changes, resets the page, and Back restores the previous list', async () => {
    const { router, search } = mount('/orders?tab=shipped&page=3&sort=customerName', <OrdersProbe />);
    act(() => probe.update({ customer: 'Deniz', marketplace: 'trendyol' }));
    expect(search().get('customer')).toBe('Deniz');
    expect(search().get('marketplace')).toBe('trendyol');
    expect(search().get('page')).toBeNull();
    expect(search().get('tab')).toBe('shipped');
    expect(search().get('sort')).toBe('customerName');
    expect(shown().page).toBe(1);
    await act(() => router.navigate(-1));
    expect(shown()).toMatchObject({ tab: 'shipped', page: 3 });
    expect(shown().customer).toBeUndefined();
  });

  it('keeps the page on a page turn, resets it on tab, page size and sort changes', () => {
    const { search } = mount('/orders?page=2', <OrdersProbe />);
    act(() => probe.update({ page: 4 }));
    expect(search().get('page')).toBe('4');
    act(() => probe.update({ pageSize: 100 }));
    expect(search().get('page')).toBeNull();
    act(() => probe.update({ page: 2 }));
    act(() => probe.update({ tab: 'delayed' }));
    expect([search().get('tab'), search().get('page')]).toEqual(['delayed', null]);
    act(() => probe.update({ page: 2 }));
    act(() => probe.update({ sort: { field: 'dueDate', direction: 'asc' } }));
    expect([search().get('sort'), search().get('page')]).toEqual(['dueDate', null]);
    act(() => probe.update({ page: 5 }, { resetPage: false }));
    act(() => probe.update({ sort: { field: 'dueDate', direction: 'desc' } }, { resetPage: false }));
    expect([search().get('sort'), search().get('page')]).toEqual(['-dueDate', '5']);
  });

  it('drops cleared filters, leaves params it does not own, and adds no entry for the same URL', () => {
    const { router, search } = mount('/orders?customer=Ali&action=cancel&item=5', <OrdersProbe />);
    act(() => probe.update({ customer: undefined }));
    expect(search().has('customer')).toBe(false);
    expect([search().get('action'), search().get('item')]).toEqual(['cancel', '5']);
    const key = router.state.location.key;
    act(() => probe.update({ customer: undefined }));
    expect(router.state.location.key).toBe(key);
  });

  it('replaces the entry when asked', async () => {
    const { router, search } = mount('/orders', <OrdersProbe />);
    act(() => probe.update({ tab: 'packaged' }));
    act(() => probe.update({ tab: 'shipped' }, { replace: true }));
    expect(search().get('tab')).toBe('shipped');
    await act(() => router.navigate(-1));
    expect(search().has('tab')).toBe(false);
  });
});

describe('useUrlDialog', () => {
  it('opens a dialog by URL with extra params, and Back closes it', async () => {
    const { router, search } = mount('/orders/7?tab=items', <DialogProbe />);
    expect(screen.getByTestId('dialog')).toHaveTextContent('none');
    act(() => probe.dialog[1]('cancel', { item: '5' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('cancel');
    expect(search().toString()).toBe('tab=items&action=cancel&item=5');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('dialog')).toHaveTextContent('none');
  });

  it('close steps back over the entry open pushed', async () => {
    const { router, search } = mount('/orders/7', <DialogProbe />);
    act(() => probe.dialog[1]('invoice'));
    await act(async () => probe.dialog[2]());
    expect(screen.getByTestId('dialog')).toHaveTextContent('none');
    expect(search().toString()).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });

  it('a dialog opened from a shared link closes by replacing the URL without its params', async () => {
    const { router, search } = mount('/orders/7?tab=items&action=cancel&item=5', <DialogProbe />);
    expect(screen.getByTestId('dialog')).toHaveTextContent('cancel');
    await act(async () => probe.dialog[2]());
    expect(search().toString()).toBe('tab=items');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('useUrlTab', () => {
  it('reads the tab, falls back on unknown values and writes changes leaving other params', async () => {
    const { router, search } = mount('/orders/7?tab=nope&x=1', <TabProbe />);
    expect(screen.getByTestId('tab')).toHaveTextContent('basic');
    act(() => probe.tab[1]('logs'));
    expect(screen.getByTestId('tab')).toHaveTextContent('logs');
    expect(search().toString()).toBe('tab=logs&x=1');
    act(() => probe.tab[1]('basic'));
    expect(search().toString()).toBe('x=1');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('tab')).toHaveTextContent('logs');
  });
});
