/** Mirage's stand-in for the BFF's server-side session, kept in localStorage so a reload stays signed in. */
import type { StarState } from '@contract/bookmarks';

export const MOCK_SESSION_KEY = 'tezgah.mock.session';
export const MOCK_BOOKMARKS_KEY = 'tezgah.mock.bookmarks';

export interface MockSession {
  userId: string;
  /** The admin behind an admin-as-user session. */
  actingAdminId: string | null;
  accessToken: string;
}

function isMockSession(value: unknown): value is MockSession {
  const session = value as MockSession;
  return typeof value === 'object' && value !== null && typeof session.userId === 'string'
    && typeof session.accessToken === 'string' && (session.actingAdminId === null || typeof session.actingAdminId === 'string');
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function readSession(storage: Storage): MockSession | null {
  const value = readJson(storage, MOCK_SESSION_KEY);
  return isMockSession(value) ? value : null;
}

export function writeSession(storage: Storage, session: MockSession): void {
  storage.setItem(MOCK_SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage): void {
  storage.removeItem(MOCK_SESSION_KEY);
}

export function newOpaqueToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type StoredStars = Record<string, StarState>;

function isStarState(value: unknown): value is StarState {
  const state = value as StarState;
  return typeof value === 'object' && value !== null && Array.isArray(state.starred) && Array.isArray(state.overflow);
}

export function readStars(storage: Storage, key: string): StarState | null {
  const all = readJson(storage, MOCK_BOOKMARKS_KEY) as StoredStars | null;
  const state = all && typeof all === 'object' ? all[key] : undefined;
  return isStarState(state) ? state : null;
}

export function writeStars(storage: Storage, key: string, state: StarState): void {
  const all = (readJson(storage, MOCK_BOOKMARKS_KEY) as StoredStars | null) ?? {};
  storage.setItem(MOCK_BOOKMARKS_KEY, JSON.stringify({ ...all, [key]: state }));
}
