/**
 * API Settings (spec §2 API Settings: create and delete API key): a company's keys for the seller API. The service
 * keeps only each key's SHA-256 hash; the whole key travels once, in the answer that created it.
 */
import * as yup from 'yup';

/** One key as the list shows it: never the key itself, only its first characters. */
export interface ApiKey {
  id: number;
  name: string;
  /** The key's first characters (API_KEY_SHOWN_PREFIX), enough to tell keys apart. */
  prefix: string;
  createdAt: string;
  /** The last call the seller API accepted with this key, or null. */
  lastUsedAt: string | null;
}

/** The service's answer: every key of the company, newest first. */
export interface ApiKeyServiceList {
  items: ApiKey[];
}

/** The browser's answer: the keys, and where the seller API listens (null when not configured). */
export interface ApiKeyListAnswer extends ApiKeyServiceList {
  baseUrl: string | null;
}

/** The key just made: the only answer that ever holds it whole. */
export interface CreatedApiKey {
  id: number;
  name: string;
  /** The whole key: shown once, then only its hash is kept. */
  key: string;
}

export interface ApiKeyServiceCreated extends ApiKeyServiceList {
  created: CreatedApiKey;
}

export interface ApiKeyCreatedAnswer extends ApiKeyListAnswer {
  created: CreatedApiKey;
}

export const API_KEY_NAME_MAX = 60;
/** A company keeps at most this many keys. */
export const API_KEYS_MAX = 20;
/** Every key starts with this, so a leaked one is easy to recognise. */
export const API_KEY_MARK = 'tzg_';
/** Characters of the key the list shows (the mark and 8 more). */
export const API_KEY_SHOWN_PREFIX = API_KEY_MARK.length + 8;
/** 32 random bytes in base64url: 256 bits. */
export const API_KEY_RANDOM_BYTES = 32;

export const createApiKeySchema = yup.object({
  name: yup.string().trim().required('validation.apiKeyNameRequired').max(API_KEY_NAME_MAX, 'validation.apiKeyNameTooLong'),
});
export type CreateApiKeyBody = yup.InferType<typeof createApiKeySchema>;

/** Names are unique per company, whatever their case and surrounding spaces. */
export const sameApiKeyName = (a: string, b: string) => a.trim().toLocaleLowerCase('tr') === b.trim().toLocaleLowerCase('tr');
