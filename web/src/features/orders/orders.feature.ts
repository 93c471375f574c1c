/** Orders: the three order lists, Order Detail with its commands and logs, and bulk packaging. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { orderDetail, orderLogs, ordersList, ordersExport } from './orders.resources';
import { ordersSaga } from './orders.sagas';

export const ordersFeature = defineFeature({
  reducers: resourceReducers(ordersList, orderDetail, orderLogs),
  sagas: [ordersSaga, ordersExport.saga],
  screens: {
    orders: lazyScreen(() => import('./views/OrdersListView'), 'OrdersListView'),
    refundedOrders: lazyScreen(() => import('./views/OrdersListView'), 'OrdersListView'),
    cancelledOrders: lazyScreen(() => import('./views/OrdersListView'), 'OrdersListView'),
    orderDetail: lazyScreen(() => import('./views/OrderDetailView'), 'OrderDetailView'),
  },
});
