/** The rate-cap rules the marketplace service, the staff screen and the seller's Marketplace Sales form share. */
import type { Marketplace, MarketplaceCode } from '../downstream/marketplace';
import { isRateCapGroup, type RateCapGroup } from './rate-cap.types';

/** The cap that applies to a company: its own where staff gave one, else the group's. */
export const capThatApplies = (groupCap: number, ownCap: number | null | undefined): number => ownCap ?? groupCap;

/** How many of `rates` sit above `cap` (a rate equal to the cap is allowed). */
export const countAboveCap = (rates: readonly number[], cap: number): number => rates.filter((rate) => rate > cap).length;

/** The field problem of a rate above the cap that applies (an i18n key taking `{{cap}}`), or null. */
export const rateCapProblem = (rate: number, cap: number | undefined): 'marketplaceSales.rateAboveCap' | null =>
  cap !== undefined && rate > cap ? 'marketplaceSales.rateAboveCap' : null;

/** The cap group of a marketplace: its channel group (the Noon channels share one). */
export function capGroupOf(code: MarketplaceCode, marketplaces: readonly Marketplace[]): RateCapGroup | undefined {
  const group = marketplaces.find((marketplace) => marketplace.code === code)?.channelGroup;
  return group !== undefined && isRateCapGroup(group) ? group : undefined;
}
