import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { HORIZONTAL_LAYOUT_MIN_WIDTH, MOBILE_SIDEBAR_MAX_WIDTH } from '@contract/constants';
import { effectiveLayout, effectiveTheme } from '@contract/customizer';
import { customizerChanged, selectCustomizer } from '@web/features/customizer/customizer.slice';
import { useViewportWidth } from '@web/lib/viewport';
import { ActingAsBanner } from './ActingAsBanner';
import { CompanyChoicesProvider } from './CompanyChoicesProvider';
import { CustomizerDock } from './CustomizerDock';
import { Footer } from './Footer';
import { HorizontalMenu } from './HorizontalMenu';
import { mobileSidebarSet, selectLayout } from './layout.slice';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SessionCheckBanner } from './SessionCheckBanner';
import { TopBar } from './TopBar';
import { useMenu } from './use-menu';
import { VerticalSidebar } from './VerticalSidebar';
import './layout.css';

/** The signed-in shell: vertical (default) or, at 1200 px and wider, horizontal. */
export function MainLayout() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSelector(selectCustomizer);
  const { mobileSidebarOpen } = useSelector(selectLayout);
  const width = useViewportWidth();
  const sections = useMenu();
  const { pathname } = useLocation();
  const layout = effectiveLayout(settings, width, HORIZONTAL_LAYOUT_MIN_WIDTH);
  const theme = effectiveTheme(settings, layout);
  const mobile = width <= MOBILE_SIDEBAR_MAX_WIDTH;

  // Stable, so the open phone menu's Escape listener stays put while the shell renders again.
  const setSidebarOpen = useCallback((open: boolean) => dispatch(mobileSidebarSet(open)), [dispatch]);
  useEffect(() => {
    setSidebarOpen(false);
  }, [setSidebarOpen, pathname]);

  return (
    <div className={`app-shell layout-${layout} footer-${settings.footerType}`} data-testid="main-layout" data-layout={layout}>
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        {t('shell.skipToContent')}
      </a>
      {layout === 'vertical' ? (
        <VerticalSidebar
          sections={sections}
          colorScheme={theme === 'light' ? 'light' : 'dark'}
          menuTheme={settings.menuTheme}
          collapsed={settings.sidebarCollapsed}
          mobile={mobile}
          open={mobileSidebarOpen}
          onOpenChange={setSidebarOpen}
          onCollapsedChange={(collapsed) => dispatch(customizerChanged({ sidebarCollapsed: collapsed }))}
        />
      ) : null}
      {layout === 'vertical' && mobile && mobileSidebarOpen ? (
        <div className="app-sidebar-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      ) : null}
      <div className="wrapper d-flex flex-column min-vh-100">
        {settings.navbarType === 'hidden' ? null : (
          <TopBar
            settings={settings}
            showSidebarToggle={layout === 'vertical' && mobile}
            showBrand={layout === 'horizontal'}
            onToggleSidebar={() => setSidebarOpen(!mobileSidebarOpen)}
          />
        )}
        {layout === 'horizontal' ? <HorizontalMenu sections={sections} menuTheme={settings.menuTheme} /> : null}
        <ActingAsBanner />
        <SessionCheckBanner />
        <main id="main-content" className="body flex-grow-1 px-3 pb-3" tabIndex={-1}>
          <CompanyChoicesProvider>
            <Outlet />
          </CompanyChoicesProvider>
        </main>
        {settings.footerType === 'hidden' ? null : <Footer sticky={settings.footerType === 'sticky'} />}
      </div>
      <ScrollToTopButton hidden={settings.hideScrollToTop} />
      <CustomizerDock />
    </div>
  );
}
