/** Typed access to the few localStorage keys the portal keeps (spec §3). Secrets never go here. */
import { LANGUAGES, type Language, type UserInfo } from '@contract/api/session';
import { parseCustomizer, type CustomizerSettings } from '@contract/customizer';

export interface StorageSchema {
  /** The non-secret user info, for the admin-login rule and a quick first paint. */
  userData: UserInfo;
  uiLang: Language;
  'tezgah.customizer': CustomizerSettings;
  /** The admin's last marketplace-product search; its presence shows the 'Back to marketplace products' link. */
  mpProductSearch: unknown;
  /** Column choices per list: `{ [listId]: { [columnId]: visible } }`. */
  'tezgah.columns': Record<string, Record<string, boolean>>;
}
export type StorageKey = keyof StorageSchema;

interface Codec<T> {
  read(raw: string): T | null;
  write(value: T): string;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const json = <T>(check: (value: unknown) => value is T): Codec<T> => ({
  read: (raw) => {
    const value = parseJson(raw);
    return check(value) ? value : null;
  },
  write: (value) => JSON.stringify(value),
});

export const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' && value !== null && typeof (value as UserInfo).userRole === 'string';

const isFlags = (value: unknown): value is Record<string, boolean> =>
  typeof value === 'object' && value !== null && Object.values(value).every((flag) => typeof flag === 'boolean');
/** Keeps the lists whose choices are well formed, drops the rest. */
function columnChoices(raw: string): Record<string, Record<string, boolean>> | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Record<string, boolean>] => isFlags(entry[1])));
}

const codecs: { [K in StorageKey]: Codec<StorageSchema[K]> } = {
  userData: json(isUserInfo),
  uiLang: {
    read: (raw) => (LANGUAGES.includes(raw as Language) ? (raw as Language) : null),
    write: (value) => value,
  },
  'tezgah.customizer': { read: (raw) => parseCustomizer(parseJson(raw)), write: (value) => JSON.stringify(value) },
  mpProductSearch: { read: (raw) => parseJson(raw) ?? raw, write: (value) => JSON.stringify(value) },
  'tezgah.columns': { read: columnChoices, write: (value) => JSON.stringify(value) },
};

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const storage = {
  get<K extends StorageKey>(key: K): StorageSchema[K] | null {
    const raw = backend()?.getItem(key) ?? null;
    return raw === null ? null : codecs[key].read(raw);
  },
  has(key: StorageKey): boolean {
    return (backend()?.getItem(key) ?? null) !== null;
  },
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
    try {
      backend()?.setItem(key, codecs[key].write(value));
    } catch {
      // A full or disabled storage only costs the preference, never the page.
    }
  },
  remove(key: StorageKey): void {
    backend()?.removeItem(key);
  },
  /** Spec §6: opening the admin login with a stored seller role clears local storage. */
  clearAll(): void {
    backend()?.clear();
  },
};
