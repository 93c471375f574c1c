/** The Marketplace Sales API as the SPA calls it, for picking a card before the test drives the screen. */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { writeHeaders } from './api';

export async function marketplaceSettings(request: APIRequestContext): Promise<MarketplaceSettingsAnswer> {
  const response = await request.get(API.marketplaceSales);
  expect(response.status(), `GET ${API.marketplaceSales}`).toBe(200);
  return (await response.json()) as MarketplaceSettingsAnswer;
}

export function settingOf(answer: MarketplaceSettingsAnswer, code: MarketplaceCode): MarketplaceSetting {
  const setting = answer.settings.find((candidate) => candidate.marketplace === code);
  if (!setting) throw new Error(`No setting for ${code}`);
  return setting;
}

/** The first marketplace whose setting passes `accept`; fails the test when there is none. */
export function findSetting(answer: MarketplaceSettingsAnswer, accept: (setting: MarketplaceSetting) => boolean): MarketplaceSetting {
  const found = answer.settings.find(accept);
  expect(found, 'a marketplace setting the test needs').toBeDefined();
  return found!;
}

export function saveByApi(request: APIRequestContext, baseURL: string, code: MarketplaceCode, body: MarketplaceSettingBody) {
  return request.post(`${API.marketplaceSales}/${code}`, { headers: writeHeaders(baseURL), data: body });
}

export const bodyOf = (setting: MarketplaceSetting): MarketplaceSettingBody => ({
  enabled: setting.enabled,
  rate: setting.rate,
  shippingProvider: setting.shippingProvider,
  refundMethod: setting.refundMethod,
  translateToEnglish: setting.translateToEnglish,
});
