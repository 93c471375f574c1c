/** Every path of the BFF's browser API. The SPA's api modules, the BFF's routes and Mirage all use these. */
export const API = {
  loginUser: '/api/authenticate/login/user',
  loginAdmin: '/api/authenticate/login/admin',
  register: '/api/authenticate/register/user',
  refreshToken: '/api/authenticate/refresh-token',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  /** GET `${resetPassword}/:token` checks a link; POST `resetPassword` sets the new password. */
  resetPassword: '/api/auth/reset-password',
  bookmarks: '/api/search/bookmarks/data',
  toggleBookmark: '/api/update/bookmarks',
  mainSearch: '/api/main-search/data',
  supportLink: '/api/support/link',
  /** GET list (staff). A company's import state is set by staff acting as it: PUT `${imports}/state`. */
  adminCompanies: '/api/admin/companies',
  actAs: '/api/admin/act-as',
  adminBack: '/api/admin/back',
  /** GET list; `${orders}/:id` detail, DELETE (staff); `/:id/cancel`, `/:id/packages`, `/:id/invoice`, `/:id/logs`. */
  orders: '/api/orders',
  ordersExport: '/api/orders/export',
  /** GET list; `${packages}/:id` detail, DELETE (staff); `/:id/label/refresh`, `/:id/label/recreate`. */
  packages: '/api/packages',
  packagesExport: '/api/packages/export',
  /**
   * GET list (`?tab=&method=&page=`); `${transactions}/:id` one transaction; `/:id/file` downloads its file (an
   * export's result or an import's workbook); `/:id/import-error-file` an import's error file.
   */
  transactions: '/api/transactions',
  /**
   * Excel imports (contract/imports): GET `${imports}/settings` (state and limits); PUT `${imports}/state` (staff) sets
   * it; POST `${imports}/:kind?name=<file>&lang=<en|tr>`
   * with the workbook as the raw body starts one (202 { transactionId }); GET `${imports}/errors` the refused rows
   * (`?kind=&transactionId=&page=`); GET `${imports}/templates/stock-price`, `/templates/fulfillment-day`,
   * `/templates/product-variant/:categoryId` download templates.
   */
  imports: '/api/imports',
  /** GET list (contract/logs/log.query.ts); `${marketplaceLogs}/:id` one log. */
  marketplaceLogs: '/api/marketplace-logs',
  /** GET a period's lines with its totals and every period; `${reconciliation}/periods/:id` one period and its payment. */
  reconciliation: '/api/reconciliation',
  reconciliationExport: '/api/reconciliation/export',
  /** GET list (admin acting as the seller); `${payments}/:id` one payment. */
  payments: '/api/payments',
  /** GET every marketplace's sales setup; POST `${marketplaceSales}/:marketplace` saves one (and its channel group). */
  marketplaceSales: '/api/marketplace-sales',
  /** GET one row per variant and marketplace (contract/catalog/mp-product.query.ts). */
  mpProducts: '/api/mp-products',
  /**
   * Products (contract/catalog/product.api.ts): GET `?ids=1,2` looks products up; product edit: GET/PUT `${productEdit}/:id`; PUT `/:id/translations`; GET `/:id/logs`,
   * `/:id/ratings`, `/:id/images/:imageKey`; POST `/:id/variants`; PUT, DELETE `/:id/variants/:variantId`; PUT
   * `/:id/variants/:variantId/translations`; POST `/:id/variants/:variantId/images` (multipart), `/images/default`, `/images/remove`.
   */
  productEdit: '/api/products',
  /** GET list (contract/catalog/deleted-product.query.ts); `${deletedProducts}/:id` one deleted product. */
  deletedProducts: '/api/deleted-products',
  /** GET the All Products (quick edit) list (contract/catalog/variant.query.ts). */
  variants: '/api/variants',
  /** POST many variants' price, retail price, stock and status at once: all or none (contract/catalog/variant.api.ts). */
  variantsQuickEdit: '/api/variants/quick-edit',
  /** GET the company's products that fail validation (contract/catalog/product-validation.ts; flagged companies only). */
  productValidation: '/api/product-validation',
  /** GET list, POST add (contract/catalog/brand.api.ts); GET, PUT `${brands}/:id`. */
  brands: '/api/brands',
  /**
   * GET list, POST add (contract/catalog/category.api.ts); GET, PUT, DELETE (`?deleteAnyway=true`) `${categories}/:id`;
   * GET `/:id/cross`; PUT, DELETE `/:id/crossings/:marketplace`, `…/attributes/:attributeId`, `…/values/:valueId`.
   */
  categories: '/api/categories',
  /** GET the whole seller-panel tree (compact nodes). */
  categoryTree: '/api/categories/tree',
  /** GET each marketplace's mapping health for the company (contract/catalog/mapping-health.ts). */
  mappingHealth: '/api/categories/mapping-health',
  /** GET one marketplace's leaf categories, searched (contract/catalog/taxonomy-lists.query.ts). */
  marketplaceCategories: '/api/categories/marketplace-categories',
  /** GET the company's restricted categories. */
  restrictedCategories: '/api/categories/restricted',
  /** GET old attributes. */
  oldAttributes: '/api/old-attributes',
  /** GET the company's dashboard (cached per company; contract/dashboard/dashboard.types.ts). */
  dashboard: '/api/dashboard',
  /** GET the cached dashboards; DELETE clears all, DELETE `/:companyId` one company's (admin). */
  adminDashboardCache: '/api/admin/dashboard-cache',
  /** Sandbox mode only: the e-mails the sandbox identity service would have sent. */
  devOutbox: '/api/dev/outbox',
  /** Sandbox mode only: GET the embedded services' states; `POST /:service/down|up` stops or restarts one (contract/api/dev-services.ts). */
  devServices: '/api/dev/services',
} as const;

/** Custom header every state-changing call must carry (with a same-origin Origin or Sec-Fetch-Site). */
export const CSRF_HEADER = 'x-tezgah-csrf';
export const CSRF_HEADER_VALUE = '1';
