/** Staff's marketplace rate caps the marketplace service keeps (/admin/mp-rate-cap/): one per channel group, and companies' own. */
import { DEFAULT_RATE_CAPS, type RateCapGroup } from '@contract/admin-rate-caps/rate-cap.types';

export interface OwnRateCap {
  companyId: number;
  channelGroup: RateCapGroup;
  cap: number;
  setAt: string;
}

export interface RateCapBook {
  caps: Record<RateCapGroup, { cap: number; updatedAt: string | null }>;
  /** In the order staff set them; at most one per company and group. */
  ownCaps: OwnRateCap[];
}

/** Seeded with staff's defaults per marketplace and no company's own cap. */
export function seededRateCapBook(): RateCapBook {
  const staff = (group: RateCapGroup) => ({ cap: DEFAULT_RATE_CAPS[group], updatedAt: null });
  return { caps: { hepsiburada: staff('hepsiburada'), noon: staff('noon'), trendyol: staff('trendyol') }, ownCaps: [] };
}
