/** Marketplace service: marketplaces, catalogue and orders. Base path /v1, JSON, JWT bearer scoped to a company. */
import type { Counts } from '../api/session';

export type MarketplaceCode = 'hepsiburada' | 'noon-ae' | 'noon-sa' | 'noon-eg' | 'trendyol';

export interface Marketplace {
  code: MarketplaceCode;
  name: string;
  /** Channels of one group share settings (spec §5: a change on one Noon channel affects all Noon channels). */
  channelGroup: string;
  country: string;
  currency: string;
}

export interface MarketplaceApi {
  /** GET /v1/marketplaces */
  listMarketplaces: { answer: { items: Marketplace[] } };
  /** GET /v1/companies/:companyId/counts — the sidebar badges. 403 when the token's company differs. */
  getCounts: { answer: Counts };
}
