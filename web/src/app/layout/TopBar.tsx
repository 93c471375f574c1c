import { CButton, CContainer, CHeader, CHeaderNav, CHeaderToggler } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilLifeRing, cilMenu, cilSettings } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, useLocation } from 'react-router';
import type { CustomizerSettings } from '@contract/customizer';
import { copyRequested, supportRequestsOpened } from '@web/features/shell/shell.slice';
import { selectUser } from '@web/lib/session/session.selectors';
import { CompanyBlock } from './CompanyBlock';
import { customizerPanelSet } from './layout.slice';
import { LanguageDropdown } from './LanguageDropdown';
import { ShellSearchAndBookmarks } from './ShellSearchAndBookmarks';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  settings: CustomizerSettings;
  /** The vertical layout's sidebar toggle is shown up to 1200 px. */
  showSidebarToggle: boolean;
  showBrand: boolean;
  onToggleSidebar: () => void;
}

const POSITIONS: Record<CustomizerSettings['navbarType'], 'sticky' | undefined> = {
  hidden: undefined,
  static: undefined,
  sticky: 'sticky',
  floating: 'sticky',
};

export function TopBar({ settings, showSidebarToggle, showBrand, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const { pathname } = useLocation();
  if (!user) return null;
  const coloured = settings.navbarColor !== 'default';
  const showSupport = user.userRole !== 'admin' && !pathname.startsWith('/admin');
  const openCustomizer = () => dispatch(customizerPanelSet(true));
  return (
    <CHeader
      position={POSITIONS[settings.navbarType]}
      className={`mb-3 p-0 app-header navbar-${settings.navbarType}${coloured ? ` bg-${settings.navbarColor}` : ''}`}
      data-coreui-theme={coloured ? 'dark' : undefined}
      data-testid="top-bar"
    >
      <CContainer fluid className="px-3 gap-2 flex-nowrap">
        {showSidebarToggle ? (
          <CHeaderToggler onClick={onToggleSidebar} aria-label={t('menu.toggle')} data-testid="sidebar-toggle">
            <CIcon icon={cilMenu} size="lg" aria-hidden="true" />
          </CHeaderToggler>
        ) : null}
        {showBrand ? (
          <NavLink to="/" className="navbar-brand fw-bold me-2">
            {t('app.name')}
          </NavLink>
        ) : null}
        <ShellSearchAndBookmarks />
        {/* A list of tools, not a navigation landmark (CoreUI gives this <ul> role="navigation", which a list item may not sit in). */}
        <CHeaderNav role="list" className="align-items-center gap-2 ms-auto flex-nowrap">
          <li className="nav-item">
            <CompanyBlock user={user} onCopyId={(id) => dispatch(copyRequested(id))} />
          </li>
          {showSupport ? (
            <li className="nav-item d-none d-md-block">
              <CButton
                color="link"
                className="text-decoration-none d-flex align-items-center gap-1"
                onClick={() => dispatch(supportRequestsOpened())}
                aria-label={t('shell.supportRequests')}
                data-testid="support-requests"
              >
                <CIcon icon={cilLifeRing} aria-hidden="true" />
                <span className="d-none d-xxl-inline">{t('shell.supportRequests')}</span>
              </CButton>
            </li>
          ) : null}
          <li className="nav-item d-none d-sm-block">
            <CButton color="link" className="px-2" aria-label={t('customizer.open')} onClick={openCustomizer} data-testid="customizer-toggle">
              <CIcon icon={cilSettings} aria-hidden="true" />
            </CButton>
          </li>
          <LanguageDropdown />
          <UserMenu user={user} onSupportRequests={showSupport ? () => dispatch(supportRequestsOpened()) : undefined} onOpenCustomizer={openCustomizer} />
        </CHeaderNav>
      </CContainer>
    </CHeader>
  );
}
