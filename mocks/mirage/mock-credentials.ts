/**
 * Mirage's password check. The world holds no passwords; like the sandbox, Mirage keeps digests of the demo
 * fixture's password and of passwords set in the browser session (sign-up, reset). A browser fake, not a vault:
 * salted SHA-256 through Web Crypto, since the real slow hash lives in the identity service.
 */
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { newOpaqueToken } from './mock-session';

export interface MockCredentials {
  set(userId: string, password: string): Promise<void>;
  verify(userId: string | undefined, password: string): Promise<boolean>;
}

async function digest(salt: string, password: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createMockCredentials(world: World): MockCredentials {
  const stored = new Map<string, { salt: string; hash: string }>();
  const credentials: MockCredentials = {
    async set(userId, password) {
      const salt = newOpaqueToken();
      stored.set(userId, { salt, hash: await digest(salt, password) });
    },
    async verify(userId, password) {
      await ready;
      const entry = userId === undefined ? undefined : stored.get(userId);
      const hash = await digest(entry?.salt ?? 'no-account', password);
      return entry !== undefined && hash === entry.hash;
    },
  };
  const ready = Promise.all(DEMO_ACCOUNTS.filter((account) => findUser(world, account.userId))
    .map((account) => credentials.set(account.userId, account.password)));
  return credentials;
}
