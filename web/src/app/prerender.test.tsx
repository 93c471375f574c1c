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
  container.querySelector<HTMLInputElement>('input[name="email"]')!.value = typed;
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
    expect(drawn.pages).toHaveLength(12);
    expect(login('en').root).toContain('<form noValidate="" action="/login" method="post">');
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

  it('keeps what was typed before React took the page over', async () => {
    await i18n.changeLanguage('en');
    const login = drawn.pages.find((page) => page.path === '/login' && page.language === 'en' && page.variant === 'page')!;
    const { container } = await hydrate('/login', login.root, 'early@example.test');
    await userEvent.type(container.querySelector('input[name="password"]')!, 'Secret123');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('early@example.test');
  });
});
