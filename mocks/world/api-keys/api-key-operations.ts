/**
 * API Settings in the world: list, create (the one answer with the whole key) and delete a company's keys, and the
 * seller API's check of a key. Refusals carry the field they belong to, as the create form shows them.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import {
  API_KEYS_MAX,
  createApiKeySchema,
  sameApiKeyName,
  type ApiKey,
  type ApiKeyServiceCreated,
  type ApiKeyServiceList,
} from '@contract/api-keys/api-key.api';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { API_KEY_ID_SPACE, apiKeysOf, type ApiKeyRecord } from './api-key-book';
import { hashApiKey, newApiKey, shownPrefixOf } from './api-key-secret';

const shown = ({ hash: _hash, ...key }: ApiKeyRecord): ApiKey => key;
const newestFirst = (a: ApiKeyRecord, b: ApiKeyRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function listApiKeys(world: World, companyId: number): ApiKeyServiceList {
  return { items: [...(apiKeysOf(world, companyId) ?? [])].sort(newestFirst).map(shown) };
}

export async function createApiKey(
  world: World,
  companyId: number,
  body: Record<string, unknown> | null,
  now: number,
): Promise<ApiKeyServiceCreated | Refusal> {
  const fields = fieldErrors(createApiKeySchema, body ?? {});
  if (fields) return refusal('validation', fields);
  const { name } = createApiKeySchema.cast(body, { stripUnknown: true });
  const book = apiKeysOf(world, companyId) ?? [];
  if (book.some((key) => sameApiKeyName(key.name, name))) return refusal('validation', { name: 'validation.apiKeyNameTaken' });
  if (book.length >= API_KEYS_MAX) return refusal('validation', { name: 'validation.apiKeysFull' });
  const key = newApiKey();
  const id = Math.max(companyId * API_KEY_ID_SPACE, ...book.map((record) => record.id)) + 1;
  book.push({ id, name, prefix: shownPrefixOf(key), createdAt: new Date(now).toISOString(), lastUsedAt: null, hash: await hashApiKey(key) });
  return { ...listApiKeys(world, companyId), created: { id, name, key } };
}

/** The list after the delete, or undefined (no such key in the company). */
export function deleteApiKey(world: World, companyId: number, id: number): ApiKeyServiceList | undefined {
  const book = apiKeysOf(world, companyId);
  const at = book?.findIndex((key) => key.id === id) ?? -1;
  if (!book || at < 0) return undefined;
  book.splice(at, 1);
  return listApiKeys(world, companyId);
}

/**
 * The company a key belongs to, or null (unknown, deleted, malformed); an accepted key records its use. Only books
 * already made can hold a key someone knows: every key anyone was given was made by createApiKey into its book.
 */
export async function companyOfApiKey(world: World, key: string, now: number): Promise<number | null> {
  const hash = await hashApiKey(key);
  for (const [companyId, book] of Object.entries(world.apiKeyBooks)) {
    const record = book.find((candidate) => candidate.hash === hash);
    if (!record) continue;
    record.lastUsedAt = new Date(now).toISOString();
    return Number(companyId);
  }
  return null;
}
