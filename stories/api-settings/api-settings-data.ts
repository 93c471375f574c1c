/**
 * API keys for the page stories, from the seeded world the sandbox serves, read with its operations: the
 * seeded keys of the seller's company, and one just made the way the service makes it (random on every run), as the
 * create answer carries it.
 */
import type { ApiKeyListAnswer } from '@contract/api-keys/api-key.api';
import { API_KEY_ID_SPACE } from '@mocks/world/api-keys/api-key-book';
import { listApiKeys } from '@mocks/world/api-keys/api-key-operations';
import { newApiKey, shownPrefixOf } from '@mocks/world/api-keys/api-key-secret';
import { createWorld } from '@mocks/world/world';
import type { ApiSettingsData } from '@web/features/api-settings/api-settings.resources';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

/** Where the embedded sandbox's marketplace would listen. */
export const STORY_SELLER_API_URL = 'http://localhost:4102/seller-api/v1';

export const API_KEYS: ApiKeyListAnswer = { ...listApiKeys(world, SELLER_COMPANY_ID), baseUrl: STORY_SELLER_API_URL };
export const NO_API_KEYS: ApiKeyListAnswer = { items: [], baseUrl: STORY_SELLER_API_URL };

export function withNewKey(name: string): ApiSettingsData {
  const key = newApiKey();
  const id = SELLER_COMPANY_ID * API_KEY_ID_SPACE + 99;
  const row = { id, name, prefix: shownPrefixOf(key), createdAt: new Date(STORY_NOW).toISOString(), lastUsedAt: null };
  return { items: [row, ...API_KEYS.items], baseUrl: STORY_SELLER_API_URL, created: { id, name, key } };
}
