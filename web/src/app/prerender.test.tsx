import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { i18n } from '@web/lib/i18n';
import { App } from './App';
import { bootReducer } from './boot-store';
import { drawSignedOutPages, type DrawnSignedOutPages } from './prerender';
import { appRoutes } from './router';
import { setUpStore } from './store-setup';

const [FORGOT, RESET] = ['/forgot-password', '/reset-password'] as const;

let drawn: DrawnSignedOutPages;
beforeAll(async () => {
  drawn = await drawSignedOutPages();
});
afterAll(() => i18n.changeLanguage('en'));

/** Hydrates a drawn page as the entry does; what React could not take over as it was drawn. */
async function hydrate(url: string, drawnRoot: string, typed = ''): Promise<{ errors: unknown[]; before: string; after: string; container: HTMLElement }> {
  const container = document.createElement('div');
  container.innerHTML = drawnRoot;
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('input[name="email"]');
  if (email) email.value = typed;
  const before = container.innerHTML;
  const errors: unknown[] = [];
  const { store } = setUpStore(bootReducer, [], { navigate: () => undefined, runSagas: false });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  let reactRoot: Root | null = null;
  await act(async () => {
    reactRoot = hydrateRoot(container, <App store={store} router={router} />, { onRecoverableError: (error) => errors.push(error) });
  });
  const after = container.innerHTML;
  onTestFinished(() => {
    act(() => reactRoot?.unmount());
    container.remove();
  });
  return { errors, before, after, container };
}

describe('the signed-out pages drawn at build time', () => {
  it('draws each page in both languages from the SPA’s own views, the sign-in form posting natively', () => {
    const login = (language: string) => drawn.pages.find((page) => page.path === '/login' && page.language === language && page.variant === 'page')!;
    expect(drawn.pages).toHaveLength(22);
    expect(login('en').root).toContain('<form noValidate="" action="#" method="post">');
    expect(login('en').root).toContain('Seller sign-in');
    expect(login('tr').root).toContain('name="password"');
    expect(login('tr').root).not.toContain('Seller sign-in');
    expect(drawn.errorTexts.tr.invalidCredentials).not.toBe(drawn.errorTexts.en.invalidCredentials);
  });

  it.each(['en', 'tr'] as const)('hydrates the %s sign-in page, and a failed post’s, without redrawing anything', async (language) => {
    await i18n.changeLanguage(language);
    for (const page of drawn.pages.filter((entry) => entry.language === language && entry.path === '/login')) {
      const { generic = '', invalidCredentials = '' } = drawn.errorTexts[language];
      const root = page.variant === 'failed' ? page.root.replace(`>${generic}<`, `>${invalidCredentials}<`) : page.root;
      const { errors, before, after } = await hydrate(page.variant === 'failed' ? '/login?error=invalidCredentials' : '/login', root);
      expect(errors).toEqual([]);
      expect(after).toBe(before);
      expect(invalidCredentials).not.toBe('');
      expect(after.includes(invalidCredentials)).toBe(page.variant === 'failed');
    }
  });

  it.each(['en', 'tr'] as const)(
    'hydrates the %s forgot and reset pages in each outcome a post without script comes back to, without redrawing anything',
    async (language) => {
      await i18n.changeLanguage(language);
      const { generic = '', resetFailed = '', resetTimeout = '' } = drawn.errorTexts[language];
      const asked = {
        '/forgot-password': { page: '/forgot-password', failed: '/forgot-password?error=resetTimeout', done: '/forgot-password?done=1' },
        '/reset-password': {
          page: '/reset-password',
          form: '/reset-password?token=t1',
          failed: '/reset-password?token=t1&error=resetFailed',
          done: '/reset-password?done=1',
        },
      };
      const texts = { [FORGOT]: resetTimeout, [RESET]: resetFailed };
      for (const page of drawn.pages.filter((entry) => entry.language === language && (entry.path === FORGOT || entry.path === RESET))) {
        const path = page.path === FORGOT ? FORGOT : RESET;
        const variants: Partial<Record<string, string>> = asked[path];
        const root = page.variant === 'failed' ? page.root.replace(`>${generic}<`, `>${texts[path]}<`) : page.root;
        const { errors, before, after } = await hydrate(variants[page.variant]!, root);
        expect(errors).toEqual([]);
        expect(after).toBe(before);
        // The reset page without a link's token is the expired-link copy, which says the same as resetFailed.
        expect(after.includes(texts[path]!)).toBe(page.variant === 'failed' || (path === RESET && page.variant === 'page'));
        expect(/data-testid="(forgot-sent|reset-saved)"/.test(after)).toBe(page.variant === 'done');
        expect(after.includes('name="password"')).toBe(path === RESET && (page.variant === 'form' || page.variant === 'failed'));
      }
    },
  );

  it('keeps what was typed before React took the page over', async () => {
    await i18n.changeLanguage('en');
    const login = drawn.pages.find((page) => page.path === '/login' && page.language === 'en' && page.variant === 'page')!;
    const { container } = await hydrate('/login', login.root, 'early@example.test');
    await userEvent.type(container.querySelector('input[name="password"]')!, 'Secret123');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('early@example.test');
  });
});
