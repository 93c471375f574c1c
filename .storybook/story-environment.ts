/**
 * What every story runs in, prepared before it renders (preview `beforeEach`): the toolbar's language and theme put
 * on the document the way the app does it, the app's localStorage keys reset, and the real BFF started in the page
 * (mocks/browser-bff) with the story's scenario, its session signed in through the BFF's own API and its pages
 * starred. The world under the BFF is handed on to the next story for as long as no story's call changed it (a staff
 * sign-in's entry in the audit trail is put back).
 */
import { API } from '@contract/api/paths';
import type { ToggleBookmarkRequest } from '@contract/bookmarks';
import { DEFAULT_CUSTOMIZER, type CustomizerSettings } from '@contract/customizer';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type UserInfo } from '@contract/api/session';
import { applyCustomizerToDocument } from '@web/features/customizer/document-theme';
import { changeLanguage } from '@web/lib/i18n';
import { storage } from '@web/lib/storage';
import { startBrowserBff, type RunningBrowserBff } from '@mocks/browser-bff/browser-bff';
import { signInDemoAccount } from '@mocks/browser-bff/demo-sign-in';
import { SandboxWorldKeeper, worldKindOf } from '@mocks/browser-bff/sandbox-world';
import { MemoryStorage } from './memory-storage';
import type { AppParameters } from './story-parameters';

export const THEME_CHOICES = ['light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface StoryEnvironment {
  /** Changes whenever the environment is made anew, so the providers remount with a fresh store. */
  id: number;
  /** The BFF answering this story's calls: its world, its store (stories seed through them) and direct calls. */
  bff: RunningBrowserBff;
  user: UserInfo | null;
  settings: CustomizerSettings;
}

let current: StoryEnvironment | null = null;
let made = 0;
/** One world of each kind per page load, while untouched; `window.tezgahStoryWorlds` shows how often one was reused. */
const worlds = new SandboxWorldKeeper();
Object.assign(window, { tezgahStoryWorlds: worlds.counts });

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

/** Stars a page the way the app does (the BFF keeps the stars; a person starts with none). */
async function star(bff: RunningBrowserBff, id: string): Promise<void> {
  const body: ToggleBookmarkRequest = { obj: { id } };
  const answer = await bff.call('POST', API.toggleBookmark, body);
  if (!answer.ok) throw new Error(`The BFF would not star "${id}" (${answer.status})`);
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

async function stopCurrent(): Promise<void> {
  const stopping = current;
  current = null;
  if (!stopping) return;
  await stopping.bff.shutdown();
  worlds.giveBack(stopping.bff.sandboxWorld, stopping.bff.changedServices);
}

/** Prepares the story's environment; the returned function tears it down when the story is left. */
export async function prepareStoryEnvironment(app: AppParameters, globals: { locale: unknown; theme: unknown }) {
  // A toolbar change re-renders the story and runs this again without a teardown: replace what is running.
  await stopCurrent();
  for (const key of ['userData', 'mpProductSearch', 'tezgah.customizer'] as const) storage.remove(key);
  await changeLanguage(languageOf(globals.locale));

  const settings: CustomizerSettings = { ...DEFAULT_CUSTOMIZER, theme: themeOf(globals.theme), ...app.customizer };
  applyCustomizerToDocument(document, settings, window.innerWidth);
  await stylesheetLoaded(document);

  const bff = await startBrowserBff({
    scenario: app.bff.scenario,
    sandboxWorld: await worlds.take(worldKindOf(app.bff.scenario)),
    storage: new MemoryStorage(),
    ...(app.bff.slowMs === undefined ? {} : { slowMs: app.bff.slowMs }),
  });
  made += 1;
  // As in dev:mock: the story's BFF (its world, logs and outages) for whoever looks in the console.
  Object.assign(window, { tezgahBrowserBff: bff });
  const environment: StoryEnvironment = { id: made, bff, user: null, settings };
  current = environment;
  if (app.session) {
    environment.user = await signInDemoAccount(bff, app.session);
    for (const id of app.session.starred ?? []) await star(bff, id);
  }
  return async () => {
    if (current === environment) await stopCurrent();
  };
}
