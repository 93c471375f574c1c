import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_ROUTES } from '@contract/help/help.routes';
import { changeLanguage } from '@web/lib/i18n';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { signedInAs } from '@web/test/shell-answers';
import { faqAnswer } from '../test-entries';

let api: FakeApi;
afterEach(() => {
  api.restore();
});

describe('FaqView at /faq', () => {
  it('asks in the language on screen, keeps the search in the URL (back returns) and asks again after a language switch', async () => {
    api = fakeApi({
      ...signedInAs(makeUser('user')),
      [`GET ${HELP_ROUTES.faq.path}`]: (config) => ({ data: faqAnswer('turkey', (config.params as { lang: 'en' | 'tr' }).lang) }),
    });
    const { router } = renderApp({ path: '/faq?q=iade', runSagas: true });
    await waitFor(() => expect(screen.getAllByTestId('faq-question').map((header) => header.textContent)).toEqual(['İadeyi nasıl yönetirim?']), {
      timeout: 15_000,
    });
    expect(api.calls.find((call) => call.url === HELP_ROUTES.faq.path)?.params).toEqual({ lang: 'en' });

    await userEvent.clear(screen.getByTestId('faq-search'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.type(screen.getByTestId('faq-search'), 'fatura');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('fatura'));
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(4));
    expect(router.state.location.search).toBe('');

    const asked = (lang: string) => api.calls.filter((call) => call.url === HELP_ROUTES.faq.path && (call.params as { lang: string }).lang === lang).length;
    await act(() => changeLanguage('tr'));
    await waitFor(() => expect(asked('tr')).toBe(1));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(asked('en')).toBe(2));
    await screen.findAllByTestId('faq-question');
  }, 30_000);
});
