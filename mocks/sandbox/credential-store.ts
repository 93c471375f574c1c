/** The identity service's password store: user id -> password hash (scrypt unless told). The world never holds a password. */
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { scryptHasher } from './password-hash';
import type { PasswordHasher } from './password-hasher';

export interface CredentialStore {
  /** Settles once the seeded demo passwords are hashed. */
  ready: Promise<void>;
  set(userId: string, password: string): Promise<void>;
  /** A hash for setHash, made the way this store keeps them (lets callers hash first, then change the world at once). */
  hash(password: string): Promise<string>;
  /** Stores a hash made beforehand with `hash`. */
  setHash(userId: string, hash: string): void;
  /** Runs a full compare even for an unknown user, so both answers take the same time. */
  verify(userId: string | undefined, password: string): Promise<boolean>;
  /** The stored hash (for tests and inspection); never a password. */
  hashOf(userId: string): string | undefined;
}

export function createCredentialStore(world: World, hasher: PasswordHasher = scryptHasher): CredentialStore {
  const hashes = new Map<string, string>();
  const unknownUserHash = hasher.hash('no-account-has-this-password');
  const store: CredentialStore = {
    ready: Promise.resolve(),
    async set(userId, password) {
      hashes.set(userId, await hasher.hash(password));
    },
    hash: (password) => hasher.hash(password),
    setHash(userId, hash) {
      if (!hash.startsWith(`${hasher.scheme}$`)) throw new Error(`setHash expects a ${hasher.scheme} hash`);
      hashes.set(userId, hash);
    },
    async verify(userId, password) {
      const stored = userId === undefined ? undefined : hashes.get(userId);
      const matches = await hasher.verify(stored ?? (await unknownUserHash), password);
      return stored !== undefined && matches;
    },
    hashOf: (userId) => hashes.get(userId),
  };
  const seeded = DEMO_ACCOUNTS.filter((account) => findUser(world, account.userId));
  store.ready = Promise.all([unknownUserHash, ...seeded.map((account) => store.set(account.userId, account.password))]).then(() => undefined);
  return store;
}
