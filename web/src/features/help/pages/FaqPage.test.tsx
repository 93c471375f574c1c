import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { pathOf } from '@contract/routes';
import { i18n } from '@web/lib/i18n';
import { faqAnswer, faqState } from '../test-entries';
import { FaqPage, type FaqPageProps } from './FaqPage';

function renderPage(props: Partial<FaqPageProps> = {}) {
  const all: FaqPageProps = {
    state: faqState(faqAnswer()),
    q: '',
    section: null,
    onSearch: vi.fn(),
    onSection: vi.fn(),
    onRetry: vi.fn(),
    canOpen: (screenId) => screenId !== 'companyInfo',
    ...props,
  };
  render(
    <MemoryRouter>
      <FaqPage {...all} />
    </MemoryRouter>,
  );
  return all;
}
const questions = () => screen.queryAllByTestId('faq-question').map((header) => header.textContent);

describe('FaqPage', () => {
  it('lists the entries in an accordion, says whom they are for, and links the screens the reader may open', async () => {
    renderPage();
    expect(questions()).toHaveLength(4);
    expect(screen.getByTestId('faq-reader')).toHaveTextContent(i18n.t('help.faq.readers.turkey'));
    expect(screen.queryByTestId('faq-audience')).toBeNull();
    await userEvent.click(screen.getByText('İadeyi nasıl yönetirim?'));
    const returns = screen.getByTestId('faq-entry-returns');
    expect(within(returns).getByTestId('screen-link-claims')).toHaveAttribute('href', pathOf('claims'));
    const first = screen.getByTestId('faq-entry-first-steps');
    expect(within(first).queryByTestId('screen-link-companyInfo')).toBeNull();
    expect(within(first).getByTestId('screen-name-companyInfo')).toHaveTextContent(i18n.t('routes.companyInfo'));
  });

  it("filters by the URL's search through the one normaliser: 'İADE' finds the returns entry; counts per section follow", () => {
    renderPage({ q: 'İADE' });
    expect(questions()).toEqual(['İadeyi nasıl yönetirim?']);
    expect(screen.getByTestId('faq-search')).toHaveValue('İADE');
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('1');
    expect(screen.getByTestId('tab-count-claimsQuestions')).toHaveTextContent('1');
    expect(screen.getByTestId('tab-count-ordersPackages')).toHaveTextContent('0');
  });

  it('keeps to the section chosen and hands a new section or search to the URL', async () => {
    const props = renderPage({ section: 'ordersPackages' });
    expect(questions()).toEqual(['e-Fatura mı, e-Arşiv mi?', 'Gümrük için neye ihtiyacım var?']);
    await userEvent.click(screen.getByTestId('tab-all'));
    expect(props.onSection).toHaveBeenCalledWith(null);
    await userEvent.type(screen.getByTestId('faq-search'), 'kargo');
    await waitFor(() => expect(props.onSearch).toHaveBeenCalledWith('kargo'));
    expect(props.onSearch).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches, and clears the search', async () => {
    const props = renderPage({ q: 'kargo takip' });
    expect(screen.getByTestId('faq-empty')).toHaveTextContent(i18n.t('help.faq.noMatch', { q: 'kargo takip' }));
    await userEvent.click(screen.getByTestId('faq-empty-clear'));
    expect(props.onSearch).toHaveBeenCalledWith('');
  });

  it('marks each entry’s audience for staff', () => {
    renderPage({ state: faqState(faqAnswer('staff')) });
    expect(screen.getAllByTestId('faq-audience').map((badge) => badge.textContent)).toContain(i18n.t('help.faq.audiences.abroad'));
  });

  it('shows loading, then an error with a retry', async () => {
    renderPage({ state: faqState(null, 'loading') });
    expect(screen.getByTestId('faq-loading')).toBeInTheDocument();
    document.body.innerHTML = '';
    const props = renderPage({
      state: { ...faqState(null, 'error'), error: { code: 'downstreamUnavailable', message: 'x', status: 503, retryAfterSeconds: null } },
    });
    expect(screen.getByTestId('faq-error')).toHaveTextContent(i18n.t('help.faq.loadError'));
    await userEvent.click(screen.getByTestId('faq-retry'));
    expect(props.onRetry).toHaveBeenCalled();
  });
});
