/**
 * Every story of the built Storybook, rendered in Chromium with its play function: a story whose play fails, that
 * throws while rendering, or that logs an error fails here. One page per component; stories switch in place.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STORYBOOK_DIR } from './storybook-dir';

/**
 * What one story may take, play function included. A Mirage group's first story builds the seeded world in the
 * browser, which takes well over 20 s when the shared 2-core machine is busy with the other worker and the e2e BFF.
 */
const STORY_BUDGET_MS = 40_000;

interface IndexEntry { id: string; title: string; type: 'story' | 'docs' }
interface Outcome { id: string; outcome: string }

const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const byTitle = new Map<string, string[]>();
for (const entry of Object.values(index.entries)) {
  if (entry.type === 'story') byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry.id]);
}

/** In the preview: show one story and answer how its render and play ended (runs in the page: no outer names). */
function renderStory({ id, budgetMs }: { id: string; budgetMs: number }): Promise<Outcome> {
  type Channel = { on(event: string, listener: (...args: unknown[]) => void): void; off(event: string, listener: (...args: unknown[]) => void): void; emit(event: string, payload: unknown): void };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const text = (value: unknown) => (value instanceof Error ? value.message : typeof value === 'object' && value ? JSON.stringify(value).slice(0, 500) : String(value));
    const listeners: Record<string, (...args: unknown[]) => void> = {
      storyRendered: (storyId) => { if (storyId === id) finish('ok'); },
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
      resolve({ id, outcome });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/** Opens the preview on a story of another component, so every story of this one is switched to (and reported). */
async function openPreview(page: Page, warmUpId: string, errors: string[]): Promise<void> {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_/.test(message.text())) errors.push(message.text().slice(0, 300));
  });
  // Stories point at remote images (demo hosts); nothing may leave the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`/iframe.html?id=${warmUpId}&viewMode=story`);
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
    return preview?.storyRenders?.[0]?.phase === 'finished';
  }, undefined, { timeout: 30_000 });
  errors.length = 0;
}

const titles = [...byTitle.keys()];
const warmUpFor = (title: string) => byTitle.get(titles.find((other) => other !== title && !/Mirage/.test(other))!)![0]!;

for (const [title, ids] of byTitle) {
  test(title, async ({ page }) => {
    test.setTimeout(30_000 + ids.length * STORY_BUDGET_MS);
    const errors: string[] = [];
    await openPreview(page, warmUpFor(title), errors);
    for (const id of ids) {
      const before = errors.length;
      const { outcome } = await page.evaluate(renderStory, { id, budgetMs: STORY_BUDGET_MS });
      expect.soft({ id, outcome, errors: errors.slice(before) }).toEqual({ id, outcome: 'ok', errors: [] });
    }
  });
}
