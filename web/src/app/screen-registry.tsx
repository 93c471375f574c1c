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
  dashboard: lazy(() => import('@web/features/dashboard/views/DashboardView').then((m) => ({ default: m.DashboardView }))),
  adminDashboardCache: lazy(() => import('@web/features/admin-dashboard-cache/views/AdminDashboardCacheView').then((m) => ({ default: m.AdminDashboardCacheView }))),
  adminCompanies: lazy(() => import('@web/features/admin-companies/views/AdminCompaniesView').then((m) => ({ default: m.AdminCompaniesView }))),
  allProducts: lazy(() => import('@web/features/products/views/QuickEditView').then((m) => ({ default: m.QuickEditView }))),
  productValidation: lazy(() => import('@web/features/product-validation/views/ProductValidationView').then((m) => ({ default: m.ProductValidationView }))),
  reconciliation: lazy(() => import('@web/features/reconciliation/views/ReconciliationView').then((m) => ({ default: m.ReconciliationView }))),
  reconciliationDetail: lazy(() => import('@web/features/reconciliation/views/ReconciliationDetailView').then((m) => ({ default: m.ReconciliationDetailView }))),
  payments: lazy(() => import('@web/features/payments/views/PaymentsView').then((m) => ({ default: m.PaymentsView }))),
  paymentDetail: lazy(() => import('@web/features/payments/views/PaymentDetailView').then((m) => ({ default: m.PaymentDetailView }))),
  marketplaceSales: lazy(() => import('@web/features/marketplace-sales/views/MarketplaceSalesView').then((m) => ({ default: m.MarketplaceSalesView }))),
  mpProducts: lazy(() => import('@web/features/mp-products/views/MpProductsView').then((m) => ({ default: m.MpProductsView }))),
  marketplaceLogs: lazy(() => import('@web/features/marketplace-logs/views/MarketplaceLogsView').then((m) => ({ default: m.MarketplaceLogsView }))),
  productEdit: lazy(() => import('@web/features/product-edit/views/ProductEditView').then((m) => ({ default: m.ProductEditView }))),
  deletedProducts: lazy(() => import('@web/features/deleted-products/views/DeletedProductsListView').then((m) => ({ default: m.DeletedProductsListView }))),
  deletedProduct: lazy(() => import('@web/features/deleted-products/views/DeletedProductView').then((m) => ({ default: m.DeletedProductView }))),
  brands: lazy(() => import('@web/features/brands/views/BrandsListView').then((m) => ({ default: m.BrandsListView }))),
  brandNew: lazy(() => import('@web/features/brands/views/BrandNewView').then((m) => ({ default: m.BrandNewView }))),
  brandEdit: lazy(() => import('@web/features/brands/views/BrandEditView').then((m) => ({ default: m.BrandEditView }))),
  categories: lazy(() => import('@web/features/categories/views/CategoriesView').then((m) => ({ default: m.CategoriesView }))),
  categoryDetail: lazy(() => import('@web/features/categories/views/CategoryDetailView').then((m) => ({ default: m.CategoryDetailView }))),
  categoryCross: lazy(() => import('@web/features/categories/views/CategoryCrossView').then((m) => ({ default: m.CategoryCrossView }))),
  restrictedCategories: lazy(() => import('@web/features/categories/views/RestrictedCategoriesView').then((m) => ({ default: m.RestrictedCategoriesView }))),
  oldAttributes: lazy(() => import('@web/features/categories/views/OldAttributesView').then((m) => ({ default: m.OldAttributesView }))),
  importProductVariant: lazy(() => import('@web/features/imports/views/ProductVariantImportView').then((m) => ({ default: m.ProductVariantImportView }))),
  importStockPrice: lazy(() => import('@web/features/imports/views/StockPriceImportView').then((m) => ({ default: m.StockPriceImportView }))),
  importFulfillmentDay: lazy(() => import('@web/features/imports/views/FulfillmentDayImportView').then((m) => ({ default: m.FulfillmentDayImportView }))),
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
