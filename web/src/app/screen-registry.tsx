/** Route id -> screen. A catalogued route without an entry renders the one shared 'not available yet' page. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteEntry } from '@contract/routes';
import { PageSpinner } from '@web/components/PageSpinner';
import { NotAvailableYetPage } from '@web/features/misc/pages/NotAvailableYetPage';

type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Readonly<Record<string, Screen>> = {
  profile: lazy(() => import('@web/features/auth/views/ProfileView').then((m) => ({ default: m.ProfileView }))),
  orders: lazy(() => import('@web/features/orders/views/OrdersListView').then((m) => ({ default: m.OrdersListView }))),
  refundedOrders: lazy(() => import('@web/features/orders/views/OrdersListView').then((m) => ({ default: m.OrdersListView }))),
  cancelledOrders: lazy(() => import('@web/features/orders/views/OrdersListView').then((m) => ({ default: m.OrdersListView }))),
  orderDetail: lazy(() => import('@web/features/orders/views/OrderDetailView').then((m) => ({ default: m.OrderDetailView }))),
  packages: lazy(() => import('@web/features/packages/views/PackagesListView').then((m) => ({ default: m.PackagesListView }))),
  transactions: lazy(() => import('@web/features/transactions/views/TransactionsView').then((m) => ({ default: m.TransactionsView }))),
  packageDetail: lazy(() => import('@web/features/packages/views/PackageDetailView').then((m) => ({ default: m.PackageDetailView }))),
  adminCompanies: lazy(() => import('@web/features/admin-companies/views/AdminCompaniesView').then((m) => ({ default: m.AdminCompaniesView }))),
};

/** Catalogued routes that still have no screen (the count a test pins, so it only goes down on purpose). */
export function routesWithoutScreen(): RouteEntry[] {
  return ROUTES.filter((route) => !(route.id in SCREENS));
}

export function RouteScreen({ routeId }: { routeId: string }) {
  const Screen = SCREENS[routeId];
  if (!Screen) return <NotAvailableYetPage routeId={routeId} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}
