/**
 * Accounting service: settlement periods, reconciliation lines and payments. Base path /v1, JSON, JWT bearer scoped
 * to a company (like the marketplace service: another company's token 403, an unknown period or payment 404).
 */

/** The routes below /v1/companies/:companyId, for the callers not yet on ACCOUNTING_ROUTES (accounting.routes.ts). */
export const ACCOUNTING_PATHS = {
  lines: '/reconciliation/lines',
  period: (id: number) => `/reconciliation/periods/${id}`,
  payments: '/payments',
  payment: (id: number) => `/payments/${id}`,
} as const;
