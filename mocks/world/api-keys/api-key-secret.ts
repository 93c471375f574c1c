/**
 * Making and hashing API keys, as the marketplace service does: 256 random bits from the platform's CSPRNG, kept only
 * as their SHA-256 (a key this random needs no slow hash). Web Crypto, so the sandbox runs the same in a page.
 */
import { API_KEY_MARK, API_KEY_RANDOM_BYTES, API_KEY_SHOWN_PREFIX } from '@contract/api-keys/api-key.api';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new key: the mark and 32 random bytes in base64url (43 characters). */
export function newApiKey(): string {
  return API_KEY_MARK + base64url(crypto.getRandomValues(new Uint8Array(API_KEY_RANDOM_BYTES)));
}

export const shownPrefixOf = (key: string) => key.slice(0, API_KEY_SHOWN_PREFIX);

/** The key's SHA-256 in hex: what the world keeps and looks keys up by. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
