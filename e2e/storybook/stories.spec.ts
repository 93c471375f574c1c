/**
 * Every story of the built Storybook, rendered in Chromium with its play function: a story whose play fails, that
 * throws while rendering, or that logs an error fails here. One test per component; each worker boots the preview once
 * (about 5 s) and switches every story in place, component after component.
 */
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@contract/api/session';
import { describeViolations, injectAxe, seriousViolations, storyScope } from '../support/axe';
import { STORYBOOK_DIR } from './storybook-dir';

/** What one story may take, play function included (its BFF's first call may build that company's data). */
const STORY_BUDGET_MS = 40_000;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  exportName?: string;
  type: 'story' | 'docs';
}
interface Outcome {
  id: string;
  outcome: string;
  language: string;
  theme: string;
}

const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const byTitle = new Map<string, string[]>();
const nameOf = new Map<string, string>();
/** Turkish copies: exported as `<Story>Tr = inTurkish(<Story>)` (stories/support/turkish.ts, docs/adding-a-screen.md). */
const turkishCopies = new Set<string>();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story') continue;
  byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry.id]);
  nameOf.set(entry.id, entry.name);
  if (/[a-z0-9]Tr$/.test(entry.exportName ?? '')) turkishCopies.add(entry.id);
}
/** The story each preview boots on: a shared component's (a page's first story may build a seeded world first, seconds under load). */
const firstStoryId = ([...byTitle.entries()].find(([title]) => title.startsWith('Components/')) ?? [...byTitle.entries()][0]!)[1][0]!;

/**
 * The state a story shows, by its name: a component's loading, empty and error stories differ in data and words but
 * share their markup, so axe checks the first of each state in each language and theme (docs/testing.md).
 */
function stateOf(storyName: string): string {
  if (/loading|slow/i.test(storyName)) return 'loading';
  if (/empty|not found/i.test(storyName)) return 'empty';
  if (/error|fail|refus|problem/i.test(storyName)) return 'error';
  return 'filled';
}

/** In the preview: show one story and answer how its render and play ended (runs in the page: no outer names). */
function renderStory({ id, budgetMs }: { id: string; budgetMs: number }): Promise<Outcome> {
  type Channel = {
    on(event: string, listener: (...args: unknown[]) => void): void;
    off(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, payload: unknown): void;
  };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const text = (value: unknown) =>
      value instanceof Error ? value.message : typeof value === 'object' && value ? JSON.stringify(value).slice(0, 500) : String(value);
    const listeners: Record<string, (...args: unknown[]) => void> = {
      storyRendered: (storyId) => {
        if (storyId === id) finish('ok');
      },
      playFunctionThrewException: (error) => finish(`play failed: ${text(error)}`),
      storyThrewException: (error) => finish(`render threw: ${text(error)}`),
      storyErrored: (error) => finish(`errored: ${text(error)}`),
      unhandledErrorsWhilePlaying: (errors) => finish(`unhandled while playing: ${text(errors)}`),
      storyMissing: () => finish('missing'),
    };
    const timer = setTimeout(() => finish(`did not finish within ${budgetMs / 1000} s`), budgetMs);
    function finish(outcome: string) {
      clearTimeout(timer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve({ id, outcome, language: document.documentElement.lang, theme: document.documentElement.dataset.theme ?? '' });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

interface Preview {
  page: Page;
  errors: string[];
}

/** The preview, booted once per worker; a group that failed gets a fresh one so nothing it left can spill over. */
interface Previews {
  current: Preview | null;
  open(): Promise<Preview>;
}

const test = base.extend<{ preview: Preview }, { previews: Previews }>({
  previews: [
    async ({ browser }, use) => {
      const previews: Previews = { current: null, open: async () => openPreview(await browser.newPage()) };
      await use(previews);
      await previews.current?.page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ previews }, use, testInfo) => {
    previews.current ??= await previews.open();
    previews.current.errors.length = 0;
    await use(previews.current);
    if (testInfo.status !== testInfo.expectedStatus) {
      await previews.current.page.close();
      previews.current = null;
    }
  },
});

async function openPreview(page: Page): Promise<Preview> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_/.test(message.text())) errors.push(message.text().slice(0, 300));
  });
  // Stories point at remote images (demo hosts); nothing may leave the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`/iframe.html?id=${firstStoryId}&viewMode=story`);
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
      return preview?.storyRenders?.[0]?.phase === 'finished';
    },
    undefined,
    { timeout: 30_000 },
  );
  await injectAxe(page);
  return { page, errors };
}

/**
 * A component's stories the runner plays: every story, and of its Turkish copies (`inTurkish`: the same story and play
 * with the interface in Turkish) the first of each state. A copy's play runs the same steps over the same text keys,
 * which the locale parity test keeps present in Turkish; one copy per state shows each state renders and reads right
 * in Turkish. The other copies stay in Storybook for designers (docs/testing.md: they were 45 % of the layer).
 */
function playedOf(ids: readonly string[]): string[] {
  const turkishStates = new Set<string>();
  return ids.filter((id) => {
    if (!turkishCopies.has(id)) return true;
    const state = stateOf(nameOf.get(id) ?? '');
    if (turkishStates.has(state)) return false;
    turkishStates.add(state);
    return true;
  });
}

for (const [title, all] of byTitle) {
  const ids = playedOf(all);
  test(title, async ({ preview: { page, errors } }) => {
    test.setTimeout(30_000 + ids.length * STORY_BUDGET_MS);
    // scripts/test-suite.mjs counts the Turkish copies left to Storybook from this.
    test.info().annotations.push({ type: 'stories-not-played', description: String(all.length - ids.length) });
    // The boot story is shown already: another story first, so switching to it renders (and reports) it again.
    const order = ids[0] === firstStoryId && ids.length > 1 ? [...ids.slice(1), ids[0]!] : ids;
    const checked = new Set<string>();
    for (const id of order) {
      const before = errors.length;
      const shown = performance.now();
      const { outcome, language, theme } = await page.evaluate(renderStory, { id, budgetMs: STORY_BUDGET_MS });
      // What each story took, render and play, so a slow one can be found in the JSON report.
      test.info().annotations.push({ type: 'story-ms', description: `${id} ${Math.round(performance.now() - shown)}` });
      expect.soft({ id, outcome, errors: errors.slice(before) }).toEqual({ id, outcome: 'ok', errors: [] });
      const variant = `${language} ${theme} ${stateOf(nameOf.get(id) ?? '')}`;
      if (outcome === 'ok' && !checked.has(variant)) {
        checked.add(variant);
        const started = performance.now();
        const violations = await seriousViolations(page, storyScope(language, theme, DEFAULT_LANGUAGE));
        test.info().annotations.push({ type: 'a11y-ms', description: `${id} ${language} ${theme} ${Math.round(performance.now() - started)}` });
        expect.soft(violations.length, describeViolations(id, violations)).toBe(0);
      }
      // scripts/test-suite.mjs counts the stories played in each interface language from these.
      test.info().annotations.push({ type: 'story-language', description: language });
    }
  });
}
