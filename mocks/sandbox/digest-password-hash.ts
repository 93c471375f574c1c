/**
 * The sandbox's password hashes in a page (mocks/browser-bff), where node:crypto's scrypt is missing:
 * `sha256$salt$digest` (base64url) through Web Crypto. A development stand-in, not a vault: the demo's passwords
 * are public, and the real slow hash lives in the real identity service.
 */
import type { PasswordHasher } from './password-hasher';

const SALT_BYTES = 16;

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function digest(salt: string, password: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}$${password.normalize('NFKC')}`));
  return base64Url(new Uint8Array(bytes));
}

export const digestHasher: PasswordHasher = {
  scheme: 'sha256',
  async hash(password) {
    const salt = base64Url(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
    return ['sha256', salt, await digest(salt, password)].join('$');
  },
  async verify(stored, password) {
    const [scheme, salt, expected] = stored.split('$');
    if (scheme !== 'sha256' || !salt || !expected) return false;
    const actual = await digest(salt, password);
    let difference = actual.length ^ expected.length;
    for (let i = 0; i < Math.min(actual.length, expected.length); i += 1) difference |= actual.charCodeAt(i) ^ expected.charCodeAt(i);
    return difference === 0;
  },
};
