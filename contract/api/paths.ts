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
  adminCompanies: '/api/admin/companies',
  actAs: '/api/admin/act-as',
  adminBack: '/api/admin/back',
  /** GET list; `${orders}/:id` detail, DELETE (staff); `/:id/cancel`, `/:id/packages`, `/:id/invoice`, `/:id/logs`. */
  orders: '/api/orders',
  ordersExport: '/api/orders/export',
  /** GET list; `${packages}/:id` detail, DELETE (staff); `/:id/label/refresh`, `/:id/label/recreate`. */
  packages: '/api/packages',
  packagesExport: '/api/packages/export',
  /** GET list; `${transactions}/:id/file` downloads a finished export. */
  transactions: '/api/transactions',
  /** Sandbox mode only: the e-mails the sandbox identity service would have sent. */
  devOutbox: '/api/dev/outbox',
} as const;

/** Custom header every state-changing call must carry (with a same-origin Origin or Sec-Fetch-Site). */
export const CSRF_HEADER = 'x-tezgah-csrf';
export const CSRF_HEADER_VALUE = '1';
