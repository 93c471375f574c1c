import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, vi } from 'vitest';
import { LANGUAGES } from '@contract/api/session';
import { loadLanguage } from '@web/lib/i18n';

// Whole-app tests lazy-load screens and run sagas; on a busy CI machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The app fetches a language's texts when it is chosen; tests switch freely, so both are in from the start.
await Promise.all(LANGUAGES.map(loadLanguage));

// jsdom has no layout engine: give the few browser APIs CoreUI and the shell touch a harmless body.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// React's act() warnings ("An update to X inside a test was not wrapped in act(...)") fail the test that logged them.
const actWarnings = new Set<string>();
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (message.includes('not wrapped in act(')) actWarnings.add(message.split('\n')[0] ?? message);
  logError(...args);
};

// Unmounts before throwing: a throwing hook skips the later ones, Testing Library's own cleanup among them.
afterEach(({ task }) => {
  cleanup();
  window.localStorage.clear();
  const warnings = [...actWarnings];
  actWarnings.clear();
  if (warnings.length > 0) {
    throw new Error(
      `"${task.fullName}" let React update outside act(): ${warnings.join(' ')} ` +
        'Await what the user would see (findBy…, waitFor) before the test ends, or unmount before teardown changes anything.',
    );
  }
});
