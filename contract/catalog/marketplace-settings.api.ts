/**
 * The BFF's Marketplace Sales API (spec §2 Marketplace Sales, §5 marketplace save): the company's settings on every
 * marketplace, and a save of one. Answers and the refusal codes a bad body gets (spec §8 texts).
 */
import type { ErrorCode } from '../errors';
import type { Marketplace, MarketplaceCode } from '../downstream/marketplace';
import { channelsSharingSettings, type MarketplaceSetting, type MarketplaceSettingInput } from './marketplace-settings';

export interface MarketplaceSettingsAnswer {
  /** Every marketplace, in the service's order; channels of one group sit side by side. */
  marketplaces: Marketplace[];
  /** One per marketplace. */
  settings: MarketplaceSetting[];
  /** The highest rate the company may save on each marketplace (staff's cap, or the company's own: /admin/mp-rate-cap/). */
  rateCaps: Partial<Record<MarketplaceCode, number>>;
}

/** POST body of a save (validated with marketplaceSettingSchema). */
export type MarketplaceSettingBody = MarketplaceSettingInput;

/**
 * The error code of a save whose body breaks the schema: the spec's own message where it has one (rate above zero,
 * a shipping provider), the generic validation refusal otherwise. The field problems travel with it.
 */
export function settingRefusalCode(fields: Readonly<Record<string, string>>): ErrorCode {
  if (fields.rate === 'validation.rateAboveZero') return 'marketplaceRateInvalid';
  if (fields.shippingProvider === 'validation.shippingProviderRequired') return 'shippingProviderRequired';
  return 'validation';
}

export interface SettingsEntry {
  marketplace: Marketplace;
  setting: MarketplaceSetting;
}

/** Marketplaces whose settings are one (the Noon channels), or a marketplace alone, as the screen shows them. */
export interface SettingsGroup {
  channelGroup: string;
  entries: SettingsEntry[];
}

/** The answer grouped by channel group, in the order the marketplaces come; a marketplace without a setting is left out. */
export function settingsGroups(answer: MarketplaceSettingsAnswer): SettingsGroup[] {
  const groups: SettingsGroup[] = [];
  for (const marketplace of answer.marketplaces) {
    const setting = answer.settings.find((candidate) => candidate.marketplace === marketplace.code);
    if (!setting) continue;
    const group = groups.find((candidate) => candidate.channelGroup === marketplace.channelGroup);
    if (group) group.entries.push({ marketplace, setting });
    else groups.push({ channelGroup: marketplace.channelGroup, entries: [{ marketplace, setting }] });
  }
  return groups;
}

/**
 * Why a save of `code` is blocked (spec §5): it changes every channel of its group, so each of them needs the
 * company's global configuration. Answers the channels that lack it (empty: the save may go ahead).
 */
export function channelsLackingConfiguration(
  code: MarketplaceCode,
  settings: readonly MarketplaceSetting[],
  marketplaces: readonly Marketplace[],
): MarketplaceCode[] {
  const shared = channelsSharingSettings(code, marketplaces);
  return shared.filter((channel) => !settings.find((setting) => setting.marketplace === channel)?.globallyConfigured);
}

export function isMarketplaceCode(value: string | undefined, marketplaces: readonly Marketplace[]): value is MarketplaceCode {
  return marketplaces.some((marketplace) => marketplace.code === value);
}
