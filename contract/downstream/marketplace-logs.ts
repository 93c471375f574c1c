/**
 * The marketplace service's logs report, under /v1/companies/:companyId (JWT bearer scoped to the company, like
 * contract/downstream/marketplace.ts): every log of the company's orders, products and variants in one list.
 */
import type { MarketplaceLogAnswer, MarketplaceLogListAnswer } from '../logs/log.query';

export interface MarketplaceLogsApi {
  /**
   * GET /logs — the query keys of contract/logs/log.query.ts (tab, filters, page, pageSize, sort); pages up to
   * SERVICE_PAGE_SIZE_MAX. 400 `bad_request` for filters that break marketplaceLogFilterProblems.
   */
  listLogs: { answer: MarketplaceLogListAnswer };
  /** GET /logs/:logId — one log; 404 `not_found` when the company has no log with that id. */
  getLog: { answer: MarketplaceLogAnswer };
}
