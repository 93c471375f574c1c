/**
 * Marketplace Sales props for the page stories, from the seeded world the sandbox serves and read with the same world
 * operation its route calls: Anadolu Tekstil (1001, Trendyol without a shipping provider) and Gulf Home Goods (1002,
 * Hepsiburada without the global configuration).
 */
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { ApiFailure } from '@web/lib/http';
import type { CommandState, DetailState } from '@web/lib/resources/detail-resource';
import { marketplaceSettingsOf } from '@mocks/world/catalog/marketplace-settings-operations';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const ANADOLU = 1001;
export const GULF = 1002;

export function settingsOf(companyId: number): MarketplaceSettingsAnswer {
  const answer = marketplaceSettingsOf(world, companyId);
  if (!answer) throw new Error(`The seeded world has no catalogue for company ${companyId}`);
  return answer;
}

export function readySettings(companyId: number, command: CommandState | null = null): DetailState<MarketplaceSettingsAnswer> {
  return { status: 'ready', id: companyId, data: settingsOf(companyId), error: null, command };
}

export const loadingSettings = (): DetailState<MarketplaceSettingsAnswer> => ({ status: 'loading', id: ANADOLU, data: null, error: null, command: null });
export const failedSettings = (error: ApiFailure): DetailState<MarketplaceSettingsAnswer> => ({
  status: 'error',
  id: ANADOLU,
  data: null,
  error,
  command: null,
});
export const noSettings = (): DetailState<MarketplaceSettingsAnswer> => ({
  status: 'ready',
  id: ANADOLU,
  data: { marketplaces: settingsOf(ANADOLU).marketplaces, settings: [], rateCaps: {} },
  error: null,
  command: null,
});

/** Anadolu's settings as if staff had not configured Noon KSA: a save on any Noon channel would change it too. */
export function noonKsaUnconfigured(): DetailState<MarketplaceSettingsAnswer> {
  const answer = settingsOf(ANADOLU);
  const settings = answer.settings.map((setting) => (setting.marketplace === 'noon-sa' ? { ...setting, globallyConfigured: false } : setting));
  return { status: 'ready', id: ANADOLU, data: { ...answer, settings }, error: null, command: null };
}
