/**
 * Marketplace Sales over a company's catalogue: every marketplace's setting, and a save checked with the contract's
 * schema that is refused without the company's global configuration and applies to every channel of the group (the
 * Noon rule), and refused above the rate cap that applies to the company (/admin/mp-rate-cap/). Answers undefined
 * for an unknown company or marketplace.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ErrorCode } from '@contract/errors';
import {
  channelsLackingConfiguration,
  isMarketplaceCode,
  settingRefusalCode,
  type MarketplaceSettingsAnswer,
} from '@contract/catalog/marketplace-settings.api';
import { channelsSharingSettings, marketplaceSettingSchema, type MarketplaceSettingInput } from '@contract/catalog/marketplace-settings';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { companyRateCaps } from './rate-cap-operations';
import { rateCapProblem } from '@contract/admin-rate-caps/rate-cap.rules';

export interface SettingsRefusal {
  error: ErrorCode;
  fields?: Record<string, string>;
}

/** One setting per marketplace, in the marketplaces' order (copies: callers cannot change the world through them). */
export function marketplaceSettingsOf(world: World, companyId: number): MarketplaceSettingsAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const settings = world.marketplaces.flatMap((marketplace) => catalog.settings.filter((setting) => setting.marketplace === marketplace.code));
  return {
    marketplaces: world.marketplaces.map((marketplace) => ({ ...marketplace })),
    settings: settings.map((setting) => ({ ...setting })),
    rateCaps: companyRateCaps(world, companyId),
  };
}

export function saveMarketplaceSetting(
  world: World,
  companyId: number,
  code: string,
  body: unknown,
  now: number,
): MarketplaceSettingsAnswer | SettingsRefusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog || !isMarketplaceCode(code, world.marketplaces)) return undefined;
  const fields = fieldErrors(marketplaceSettingSchema, body ?? {});
  if (fields) return { error: settingRefusalCode(fields), fields };
  if (channelsLackingConfiguration(code, catalog.settings, world.marketplaces).length > 0) return { error: 'marketplaceNotConfigured' };
  const input = marketplaceSettingSchema.cast(body, { stripUnknown: true }) as MarketplaceSettingInput;
  const overCap = rateCapProblem(input.rate, companyRateCaps(world, companyId)[code]);
  if (overCap) return { error: 'marketplaceRateAboveCap', fields: { rate: overCap } };
  const channels = channelsSharingSettings(code, world.marketplaces);
  const updatedAt = new Date(now).toISOString();
  // Settings feed no lookup index, so the catalogue's version stays (its variant indexes stay valid).
  catalog.settings = catalog.settings.map((setting) =>
    channels.includes(setting.marketplace)
      ? {
          ...setting,
          enabled: input.enabled,
          rate: input.rate,
          shippingProvider: input.shippingProvider,
          refundMethod: input.refundMethod,
          translateToEnglish: input.translateToEnglish,
          updatedAt,
        }
      : setting,
  );
  return marketplaceSettingsOf(world, companyId);
}
