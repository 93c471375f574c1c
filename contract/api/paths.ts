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
  /** Sandbox mode only: the e-mails the sandbox identity service would have sent. */
  devOutbox: '/api/dev/outbox',
} as const;

/** Custom header every state-changing call must carry (with a same-origin Origin or Sec-Fetch-Site). */
export const CSRF_HEADER = 'x-tezgah-csrf';
export const CSRF_HEADER_VALUE = '1';
