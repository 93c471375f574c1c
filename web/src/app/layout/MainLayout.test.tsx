import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CUSTOMIZER } from '@contract/customizer';
import { changeLanguage } from '@web/lib/i18n';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('main layout', () => {
  beforeEach(() => setWidth(1400));
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows the sidebar with translated group headers, collapses and count badges', () => {
    renderApp({ path: '/pages/profile', user: makeUser('user') });
    const sidebar = screen.getByTestId('sidebar');
    for (const header of ['Data', 'Data import', 'Operation', 'Reports', 'Settings', 'Help']) {
      expect(within(sidebar).getByText(header)).toBeInTheDocument();
    }
    expect(within(sidebar).getByText('Products')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('menu-claims')).toHaveTextContent('3');
    expect(within(sidebar).getByLabelText('3 claims waiting for you')).toHaveAttribute('title', '3 claims waiting for you');
    expect(within(sidebar).queryByTestId('menu-payments')).not.toBeInTheDocument();
  });

  it('marks the list a detail page belongs to in the sidebar', () => {
    renderApp({ path: '/products/100100001', user: makeUser('user'), runSagas: false });
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByTestId('menu-allProducts')).toHaveClass('active');
    expect(within(sidebar).getByTestId('menu-orders')).not.toHaveClass('active');
  });

  it('re-renders the shell in Turkish when the language is switched, without a reload', async () => {
    renderApp({ path: '/pages/profile', user: makeUser('user'), runSagas: false });
    await act(() => changeLanguage('tr'));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('Operasyon')).toBeInTheDocument();
    expect(within(sidebar).getByText('Müşteri Soruları')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('shows company name, id badge, OneClick badge, user name and e-mail in the top bar', () => {
    renderApp({ path: '/pages/profile', user: makeUser('user', { isOneClickMerchant: true }) });
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).getByTestId('company-name')).toHaveTextContent('Anadolu Tekstil');
    expect(within(bar).getByRole('button', { name: 'Copy company ID 4711' })).toBeInTheDocument();
    expect(within(bar).getByTestId('oneclick-badge')).toHaveTextContent('OneClick seller');
    expect(within(bar).getByTestId('user-name')).toHaveTextContent('Ayşe Yılmaz');
    expect(within(bar).getByTestId('user-email')).toHaveTextContent('user@example.test');
    expect(within(bar).getByTestId('support-requests')).toHaveAccessibleName('Support requests');
    // Phones have no room for the link in the bar: the account menu carries it too.
    expect(within(bar).getByTestId('support-requests-menu')).toHaveTextContent('Support requests');
  });

  it('hides Support requests from admins and on /admin paths', () => {
    const admin = renderApp({ path: '/pages/profile', user: makeUser('admin') });
    expect(screen.queryByRole('button', { name: 'Support requests' })).not.toBeInTheDocument();
    admin.unmount();
    renderApp({ path: '/admin/back-to-nowhere', user: makeUser('adminAsUser') });
    expect(screen.queryByRole('button', { name: 'Support requests' })).not.toBeInTheDocument();
  });

  it('tells an admin acting as a seller whose portal this is, with the way back', () => {
    renderApp({ path: '/pages/profile', user: makeUser('adminAsUser') });
    const banner = screen.getByTestId('acting-as-banner');
    expect(banner).toHaveTextContent('You are acting as Anadolu Tekstil');
    expect(within(banner).getByRole('link', { name: 'Back to admin' })).toHaveAttribute('href', '/admin/back');
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/back');
  });

  it('uses the horizontal layout only from 1200 px, and offers the sidebar toggle up to 1200 px', () => {
    const horizontal = { customizer: { ...DEFAULT_CUSTOMIZER, layout: 'horizontal' as const } };
    renderApp({ path: '/pages/profile', user: makeUser('user'), preloadedState: horizontal });
    expect(screen.getByTestId('main-layout')).toHaveAttribute('data-layout', 'horizontal');
    expect(screen.getByTestId('horizontal-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    setWidth(1199);
    expect(screen.getByTestId('main-layout')).toHaveAttribute('data-layout', 'vertical');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open or close the menu' })).toBeInTheDocument();
    setWidth(1201);
    expect(screen.queryByRole('button', { name: 'Open or close the menu' })).not.toBeInTheDocument();
  });

  it('on a phone opens the menu over the page and closes it by its backdrop, Escape or a link to the page shown', async () => {
    setWidth(412);
    renderApp({ path: '/claims', user: makeUser('user') });
    const sidebar = screen.getByTestId('sidebar');
    const toggle = screen.getByRole('button', { name: 'Open or close the menu' });
    expect(sidebar).toHaveClass('sidebar-overlaid');
    expect(sidebar).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(sidebar).toHaveClass('show');
    const backdrop = document.querySelector('.app-sidebar-backdrop');
    expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    expect(sidebar).not.toHaveClass('show');
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(sidebar).not.toHaveClass('show');
    await userEvent.click(toggle);
    await userEvent.click(within(sidebar).getByTestId('menu-claims'));
    expect(sidebar).not.toHaveClass('show');
    expect(document.querySelector('.app-sidebar-backdrop')).toBeNull();
  });

  it('shows scroll-to-top after 160 px of scrolling, unless the customizer hides it', async () => {
    renderApp({ path: '/pages/profile', user: makeUser('user') });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 161, configurable: true, writable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // The gear sits in the top bar, where it covers no table or figure.
    const gear = within(screen.getByTestId('top-bar')).getByTestId('customizer-toggle');
    expect(gear).toHaveAccessibleName('Open the theme customizer');
    await userEvent.click(gear);
    await userEvent.click(await screen.findByLabelText('Hide the scroll-to-top button'));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('shows the footer copyright with the current year', () => {
    renderApp({ path: '/pages/profile', user: makeUser('user') });
    expect(screen.getByTestId('footer')).toHaveTextContent(`© ${new Date().getFullYear()} tezgah`);
  });

  it('turns the profile card into the signed-in user', async () => {
    renderApp({ path: '/pages/profile', user: makeUser('admin', { securityGroups: ['CurrencyRateList'] }) });
    const card = await screen.findByTestId('profile-card');
    expect(card).toHaveTextContent('Administrator');
    expect(card).toHaveTextContent('CurrencyRateList');
    await waitFor(() => expect(card).toHaveTextContent('English'));
  });
});
