/**
 * What every story runs in, prepared before it renders (preview `beforeEach`): the toolbar's language and theme put
 * on the document the way the app does it, the app's localStorage keys reset, and a fresh Mirage with the story's
 * scenario and, if asked, a signed-in session seeded in it.
 */
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { ToggleBookmarkRequest } from '@contract/bookmarks';
import { DEFAULT_CUSTOMIZER, type CustomizerSettings } from '@contract/customizer';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type UserInfo } from '@contract/api/session';
import { applyCustomizerToDocument } from '@web/features/customizer/document-theme';
import { changeLanguage } from '@web/lib/i18n';
import { storage } from '@web/lib/storage';
import { newOpaqueToken, writeSession } from '@mocks/mirage/mock-session';
import { startMirage, type RunningMirage } from '@mocks/mirage/server';
import { findCompany, findUserByEmail } from '@mocks/world/lookups';
import { worldUserInfo } from '@mocks/world/user-info';
import { MemoryStorage } from './memory-storage';
import type { AppParameters, SessionParameters } from './story-parameters';

export const THEME_CHOICES = ['light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface StoryEnvironment {
  /** Changes whenever the environment is made anew, so the providers remount with a fresh store. */
  id: number;
  mirage: RunningMirage;
  user: UserInfo | null;
  settings: CustomizerSettings;
}

let current: StoryEnvironment | null = null;
let made = 0;

export function currentStoryEnvironment(): StoryEnvironment {
  if (!current) throw new Error('The story environment is prepared in the preview beforeEach; none is running.');
  return current;
}

export function languageOf(value: unknown): Language {
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

export function themeOf(value: unknown): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'light';
}

function seedSession(mirage: RunningMirage, sessionStore: Storage, session: SessionParameters): UserInfo {
  const person = findUserByEmail(mirage.world, session.email);
  if (!person) throw new Error(`No demo account ${session.email} in the seeded world`);
  const companyId = session.actingAsCompanyId;
  const ownerId = companyId === undefined ? person.id : findCompany(mirage.world, companyId)?.ownerUserId;
  if (!ownerId) throw new Error(`No company ${String(companyId)} in the seeded world`);
  const actingAdminId = companyId === undefined ? null : person.id;
  writeSession(sessionStore, { userId: ownerId, actingAdminId, accessToken: newOpaqueToken() });
  // The same derivation Mirage's GET me uses, so the first paint already shows who is signed in.
  const user = worldUserInfo(mirage.world, ownerId, { actingAdminId, zeroCounts: mirage.scenario === 'empty' });
  if (!user) throw new Error(`Cannot build the signed-in user for ${session.email}`);
  return user;
}

/** Stars a page the way the app does (Mirage keeps the stars; a person starts with none). */
async function starThroughApi(id: string): Promise<void> {
  const body: ToggleBookmarkRequest = { obj: { id } };
  const answer = await fetch(API.toggleBookmark, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(body),
  });
  // The 'errors' scenario refuses every call once signed in: the story then simply shows no bookmarks.
  if (!answer.ok && answer.status !== 500) throw new Error(`Mirage would not star "${id}" (${answer.status})`);
}

/** The CoreUI stylesheet is a <link> the app swaps for LTR/RTL; the story waits for it so it never paints unstyled. */
function stylesheetLoaded(doc: Document): Promise<void> {
  const link = doc.getElementById('coreui-stylesheet') as HTMLLinkElement | null;
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

function stopCurrent(): void {
  current?.mirage.shutdown();
  current = null;
}

/** Prepares the story's environment; the returned function tears it down when the story is left. */
export async function prepareStoryEnvironment(app: AppParameters, globals: { locale: unknown; theme: unknown }) {
  // A toolbar change re-renders the story and runs this again without a teardown: replace what is running.
  stopCurrent();
  for (const key of ['userData', 'mpProductSearch', 'tezgah.customizer'] as const) storage.remove(key);
  await changeLanguage(languageOf(globals.locale));

  const settings: CustomizerSettings = { ...DEFAULT_CUSTOMIZER, theme: themeOf(globals.theme), ...app.customizer };
  applyCustomizerToDocument(document, settings, window.innerWidth);
  await stylesheetLoaded(document);

  const sessionStore = new MemoryStorage();
  const mirage = startMirage({
    scenario: app.mirage.scenario,
    environment: 'test',
    storage: sessionStore,
    ...(app.mirage.slowMs === undefined ? {} : { slowMs: app.mirage.slowMs }),
  });
  made += 1;
  const environment: StoryEnvironment = { id: made, mirage, user: null, settings };
  current = environment;
  if (app.session) {
    environment.user = seedSession(mirage, sessionStore, app.session);
    for (const id of app.session.starred ?? []) await starThroughApi(id);
  }
  return () => {
    if (current === environment) stopCurrent();
  };
}
