/** Campaigns: a discount a seller runs on chosen variants, on chosen marketplaces, between two days. */
import type { MarketplaceCode } from '../downstream/marketplace';

/** The campaign's lifecycle, as the marketplaces move it. */
export const CAMPAIGN_STATES = ['active', 'pending', 'activating', 'finishing', 'finished', 'waitForCancel', 'canceling', 'cancel'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export interface Campaign {
  /** companyId × 1,000 + n: never clashes across companies. */
  id: number;
  companyId: number;
  name: string;
  description: string;
  marketplaces: MarketplaceCode[];
  /** `YYYY-MM-DD`, UTC days, both included. */
  beginDate: string;
  endDate: string;
  /** Percent off the marketplace price, 1–90. */
  discountRate: number;
  variantIds: number[];
  /** The state last recorded and when it began; the state now follows from `campaignStateAt`. */
  state: CampaignState;
  stateSince: string;
  createdAt: string;
}

/** Campaign ids are the company's id × this + n. */
export const CAMPAIGN_ID_SPACE = 1000;

/** The company a campaign id belongs to (ids are the company's id × CAMPAIGN_ID_SPACE + n). */
export const companyOfCampaign = (campaignId: number) => Math.floor(campaignId / CAMPAIGN_ID_SPACE);
