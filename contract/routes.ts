/**
 * The route and menu catalogue (spec §2). The SPA builds its router, sidebar, bookmarks and search from it;
 * the BFF and mocks use it to answer bookmark and search calls. Titles are i18n keys under `routes.`.
 */
import { can, type Permission, type Subject } from './permissions';

export const MENU_GROUPS = [
  'home',
  'data',
  'dataImport',
  'operation',
  'reports',
  'settings',
  'help',
  'adminCatalog',
  'adminOperations',
  'adminFinance',
  'adminSystem',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const COUNT_BADGES = ['activeProducts', 'deletedProducts', 'claims', 'tickets', 'messages'] as const;
export type CountBadge = (typeof COUNT_BADGES)[number];

export interface RouteEntry {
  /** Stable id; also the i18n key `routes.<id>` and the bookmark id. */
  id: string;
  path: string;
  permission: Permission;
  /** Sidebar placement; routes without a group are reachable but not in the menu (detail pages, profile). */
  group?: MenuGroup;
  /** A collapse in the sidebar that this item sits under (id of the parent entry in MENU_COLLAPSES). */
  parent?: string;
  icon: string;
  badge?: CountBadge;
  /** Listed in bookmarks and search. */
  searchable: boolean;
  /**
   * A page outside the menu: the menu item it belongs to, when its path does not sit under that item's (product edit
   * belongs to All Products). Pages under an item's path (`/orders/:orderId`) need none.
   */
  menuItem?: string;
}

export interface MenuCollapse {
  id: string;
  group: MenuGroup;
  icon: string;
}

/** Sidebar collapses. A collapse shows when at least one of its children does. */
export const MENU_COLLAPSES: readonly MenuCollapse[] = [
  { id: 'products', group: 'data', icon: 'cilTags' },
  { id: 'categoriesGroup', group: 'data', icon: 'cilSitemap' },
  { id: 'importers', group: 'dataImport', icon: 'cilCloudUpload' },
  { id: 'ordersGroup', group: 'operation', icon: 'cilCart' },
  { id: 'reconciliationGroup', group: 'reports', icon: 'cilCalculator' },
];

const r = <Id extends string>(
  id: Id,
  path: string,
  permission: Permission,
  icon: string,
  extra: Partial<Omit<RouteEntry, 'id'>> = {},
): RouteEntry & { id: Id } => ({
  id,
  path,
  permission,
  icon,
  searchable: extra.group !== undefined,
  ...extra,
});

export const ROUTES = [
  r('dashboard', '/', 'dashboard.view', 'cilSpeedometer', { group: 'home' }),
  r('categories', '/categories', 'catalog.categories', 'cilSitemap', { group: 'data', parent: 'categoriesGroup' }),
  r('restrictedCategories', '/categories/restricted-categories', 'catalog.categories', 'cilBan', { group: 'data', parent: 'categoriesGroup' }),
  r('oldAttributes', '/old-attributes', 'catalog.categories', 'cilList', { group: 'data', parent: 'categoriesGroup' }),
  r('allProducts', '/products/quick-edit', 'catalog.products', 'cilTags', { group: 'data', parent: 'products', badge: 'activeProducts' }),
  r('deletedProducts', '/deleted-products', 'catalog.products', 'cilTrash', { group: 'data', parent: 'products', badge: 'deletedProducts' }),
  r('mpProducts', '/products/mp-products', 'catalog.products', 'cilGlobeAlt', { group: 'data', parent: 'products' }),
  r('productValidation', '/products/product-validation', 'catalog.productValidation', 'cilCheckCircle', { group: 'data', parent: 'products' }),
  r('brands', '/brands', 'catalog.brands', 'cilStar', { group: 'data' }),
  r('importProductVariant', '/importer/excel-product-variant', 'imports.run', 'cilSpreadsheet', { group: 'dataImport', parent: 'importers' }),
  r('importStockPrice', '/importer/excel-stock-price', 'imports.run', 'cilDollar', { group: 'dataImport', parent: 'importers' }),
  r('importFulfillmentDay', '/importer/fulfillment-day-import', 'imports.run', 'cilCalendar', { group: 'dataImport', parent: 'importers' }),
  r('marketplaceSales', '/marketplace-sales', 'marketplaceSales.manage', 'cilStorage', { group: 'settings' }),
  r('orders', '/orders', 'orders.view', 'cilCart', { group: 'operation', parent: 'ordersGroup' }),
  r('refundedOrders', '/orders/refunded', 'orders.view', 'cilActionUndo', { group: 'operation', parent: 'ordersGroup' }),
  r('cancelledOrders', '/orders/cancelled', 'orders.view', 'cilXCircle', { group: 'operation', parent: 'ordersGroup' }),
  r('packages', '/packages', 'packages.view', 'cilInbox', { group: 'operation' }),
  r('claims', '/claims', 'claims.view', 'cilWarning', { group: 'operation', badge: 'claims' }),
  r('questions', '/questions', 'questions.view', 'cilChatBubble', { group: 'operation', badge: 'tickets' }),
  r('messages', '/messages', 'messages.view', 'cilEnvelopeClosed', { group: 'operation', badge: 'messages' }),
  r('campaigns', '/campaigns', 'campaigns.manage', 'cilBullhorn', { group: 'operation' }),
  r('marketplaceLogs', '/reports/marketplaces', 'reports.view', 'cilNotes', { group: 'reports' }),
  r('transactions', '/reports/transactions', 'reports.view', 'cilTask', { group: 'reports' }),
  r('reconciliation', '/reconciliation-admin', 'reconciliation.view', 'cilCalculator', { group: 'reports', parent: 'reconciliationGroup' }),
  r('payments', '/payments', 'payments.view', 'cilWallet', { group: 'reports', parent: 'reconciliationGroup' }),
  r('companyInfo', '/company-info', 'settings.company', 'cilBuilding', { group: 'settings' }),
  r('apiSettings', '/api-settings', 'settings.api', 'cilCode', { group: 'settings' }),
  r('logistics', '/logistics', 'settings.logistics', 'cilTruck', { group: 'settings' }),
  r('faq', '/faq', 'help.view', 'cilQuestionCircle', { group: 'help' }),
  r('tutorials', '/tutorials', 'help.view', 'cilMediaPlay', { group: 'help' }),

  r('adminDashboardCache', '/admin/dashboard-cache', 'admin.tools', 'cilStorage', { group: 'adminSystem' }),
  r('adminCompanies', '/admin/companies', 'admin.actAsSeller', 'cilBuilding', { group: 'adminSystem' }),
  r('adminProductValidation', '/admin/product-validation', 'admin.tools', 'cilCheckCircle', { group: 'adminCatalog' }),
  r('adminProductTools', '/admin/product-tools', 'admin.tools', 'cilTags', { group: 'adminCatalog' }),
  r('adminCategoryTree', '/admin/category-tree', 'admin.tools', 'cilSitemap', { group: 'adminCatalog' }),
  r('adminAttributes', '/admin/attributes', 'admin.tools', 'cilList', { group: 'adminCatalog' }),
  r('adminCategoryCross', '/admin/category-cross', 'admin.tools', 'cilTransfer', { group: 'adminCatalog' }),
  r('adminAttributeCrossing', '/admin/attribute-crossing/', 'admin.tools', 'cilSwapHorizontal', { group: 'adminCatalog' }),
  r('adminMpProducts', '/admin/mp-products/', 'admin.tools', 'cilGlobeAlt', { group: 'adminCatalog' }),
  r('adminCategories', '/admin/categories/categories', 'admin.tools', 'cilFolder', { group: 'adminCatalog' }),
  r('adminBrandTools', '/admin/brand-tools', 'admin.tools', 'cilStar', { group: 'adminCatalog' }),
  r('adminTagManagement', '/admin/tag-management', 'admin.tools', 'cilTag', { group: 'adminCatalog' }),
  r('adminHardDelete', '/admin/hard-delete', 'admin.tools', 'cilTrash', { group: 'adminCatalog' }),
  r('adminMpRateCap', '/admin/mp-rate-cap/', 'admin.tools', 'cilSpeedometer', { group: 'adminOperations' }),
  r('adminPriceStockSync', '/admin/price-stock-sync', 'admin.tools', 'cilSync', { group: 'adminOperations' }),
  r('adminStockTools', '/admin/stock-tools', 'admin.tools', 'cilLayers', { group: 'adminOperations' }),
  r('adminCampaigns', '/admin/campaigns', 'admin.tools', 'cilBullhorn', { group: 'adminOperations' }),
  r('adminOrderClaimTools', '/admin/order-claim-tools/index', 'admin.tools', 'cilCart', { group: 'adminOperations' }),
  r('adminCancelRefundApprove', '/admin/cancel-refund-approve', 'admin.tools', 'cilActionUndo', { group: 'adminOperations' }),
  r('adminLeadTimeTools', '/admin/lead-time-tools', 'admin.tools', 'cilClock', { group: 'adminOperations' }),
  r('adminLogistics', '/admin/logistics/logistics', 'admin.tools', 'cilTruck', { group: 'adminOperations' }),
  r('adminCompanyTools', '/admin/company-tools', 'admin.tools', 'cilSettings', { group: 'adminSystem' }),
  r('adminCommissions', '/admin/commissions', 'admin.tools', 'cilPercent', { group: 'adminFinance' }),
  r('adminReports', '/admin/reports/index', 'admin.tools', 'cilChartLine', { group: 'adminFinance' }),
  r('currencyTools', '/currency-tools-admin/index', 'admin.currencyTools', 'cilEuro', { group: 'adminFinance' }),

  r('productEdit', '/products/:productId', 'catalog.products', 'cilTags', { menuItem: 'allProducts' }),
  r('deletedProduct', '/deleted-products/:productId', 'catalog.products', 'cilTrash'),
  r('brandNew', '/brands/new', 'catalog.brands', 'cilStar'),
  r('brandEdit', '/brands/:brandId', 'catalog.brands', 'cilStar'),
  r('categoryDetail', '/categories/:categoryId', 'catalog.categories', 'cilSitemap'),
  r('categoryCross', '/categories/:categoryId/cross', 'catalog.categories', 'cilTransfer'),
  r('orderDetail', '/orders/:orderId', 'orders.view', 'cilCart'),
  r('packageDetail', '/packages/:packageId', 'packages.view', 'cilInbox'),
  r('reconciliationDetail', '/reconciliation-admin/:periodId', 'reconciliation.view', 'cilCalculator'),
  r('paymentDetail', '/payments/:paymentId', 'payments.view', 'cilWallet'),
  r('claimDetail', '/claims/:claimId', 'claims.view', 'cilWarning'),
  r('questionDetail', '/questions/:questionId', 'questions.view', 'cilChatBubble'),
  r('readyAnswers', '/questions/ready-answers', 'questions.view', 'cilNotes'),
  r('messageDetail', '/messages/:messageId', 'messages.view', 'cilEnvelopeClosed'),
  r('campaignDetail', '/campaigns/:campaignId', 'campaigns.manage', 'cilBullhorn'),
  r('profile', '/pages/profile', 'session.profile', 'cilUser'),
] as const satisfies readonly RouteEntry[];

/** The id of a catalogued route (what a feature's screen is registered under). */
export type RouteId = (typeof ROUTES)[number]['id'];

export const PUBLIC_PATHS = {
  login: '/login',
  adminLogin: '/admin/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout/',
  adminBack: '/admin/back',
  notAuthorized: '/misc/not-authorized',
} as const;

/** The pages drawn without the signed-in layout; any other path opens (or asks for) a session. */
export const SIGNED_OUT_PAGES = [PUBLIC_PATHS.login, PUBLIC_PATHS.adminLogin, PUBLIC_PATHS.forgotPassword, PUBLIC_PATHS.resetPassword] as const;

export const opensSignedIn = (pathname: string): boolean => !SIGNED_OUT_PAGES.some((path) => path === pathname.replace(/\/+$/, ''));

/** The path of a route with its `:params` filled in. */
export function pathOf(id: string, params: Readonly<Record<string, string | number>> = {}): string {
  const route = routeById(id);
  if (!route) throw new Error(`No route ${id}`);
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export function routeById(id: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.id === id);
}

export function visibleRoutes(subject: Subject | null): RouteEntry[] {
  return ROUTES.filter((route) => can(subject, route.permission));
}

/** The pages a user may bookmark or find through search. */
export function searchableRoutes(subject: Subject | null): RouteEntry[] {
  return visibleRoutes(subject).filter((route) => route.searchable);
}
