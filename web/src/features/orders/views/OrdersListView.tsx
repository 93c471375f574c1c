import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { API } from '@contract/api/paths';
import { ORDER_ROUTE_TABS } from '@contract/orders/order.tabs';
import { ORDER_FILTER_KEYS, orderFilterProblems, orderQueryToRaw, parseOrderFilters, parseOrderQuery, type OrderFilters } from '@contract/orders/order.query';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { exportRequested } from '@web/lib/resources/export.sagas';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { bulkPackageRequested } from '../orders.bulk';
import { ordersList } from '../orders.resources';
import { OrdersListPage } from '../pages/OrdersListPage';

const TITLES: Record<string, string> = { refunded: 'orders.refundedTitle', cancelled: 'orders.cancelledTitle' };

/** /orders, /orders/refunded, /orders/cancelled: the URL is the list state (tab, filters, page, page size, sort). */
export function OrdersListView() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const fixedTab = ORDER_ROUTE_TABS[pathname.replace(/\/$/, '')] ?? null;
  const [urlQuery, update] = useListQuery(parseOrderQuery, orderQueryToRaw);
  const query = useMemo(() => (fixedTab ? { ...urlQuery, tab: fixedTab } : urlQuery), [urlQuery, fixedTab]);
  const state = useSelector(ordersList.select);
  // A selection belongs to the view it was made in: another tab, filter or page starts with none.
  const [selection, setSelection] = useState<{ query: typeof query; keys: string[] }>({ query, keys: [] });
  const selected = selection.query === query ? selection.keys : [];

  // A URL whose filters break a rule (a pasted link) shows the rule inline and asks the server nothing.
  const blocked = useMemo(() => orderFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(ordersList.requested(query));
  }, [dispatch, query, blocked]);

  const filters: OrderFilters = filtersPatch(ORDER_FILTER_KEYS, query);
  return (
    <OrdersListPage
      query={query}
      fixedTab={fixedTab}
      titleKey={fixedTab ? TITLES[fixedTab]! : 'orders.title'}
      state={blocked ? nothingAsked() : state}
      selected={selected}
      onSelectionChange={(keys) => setSelection({ query, keys })}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(ORDER_FILTER_KEYS, parseOrderFilters(applied)))}
      onFiltersReset={() => update(filtersPatch(ORDER_FILTER_KEYS, {}))}
      onRetry={() => dispatch(ordersList.requested(query))}
      onExport={() => dispatch(exportRequested({ path: API.ordersExport, filters: orderQueryToRaw({ ...filters, tab: query.tab }) }))}
      onBulkPackage={(ids) => dispatch(bulkPackageRequested(ids))}
    />
  );
}
