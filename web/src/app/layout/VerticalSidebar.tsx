import { CNavGroup, CNavLink, CNavTitle, CSidebar, CSidebarBrand, CSidebarFooter, CSidebarHeader, CSidebarNav, CSidebarToggler } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AppIcon } from '@web/components/AppIcon';
import { useBuiltOnceShown } from '@web/lib/use-built-once-shown';
import { CountBadge } from './CountBadge';
import { activeMenuLinkId, menuLinks, type MenuLink, type MenuSection } from './menu';

export interface VerticalSidebarProps {
  sections: MenuSection[];
  colorScheme: 'light' | 'dark';
  menuTheme: string;
  /** Narrow sidebar that unfolds on hover (desktop). */
  collapsed: boolean;
  /** At 1200 px and below the sidebar overlays the page and opens from the top bar's toggle. */
  mobile: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCollapsedChange: (collapsed: boolean) => void;
}

function SidebarLink({ link, nested, active }: { link: MenuLink; nested?: boolean; active: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="nav-item">
      <CNavLink as={NavLink} to={link.path} end active={active} data-testid={`menu-${link.id}`}>
        {nested ? (
          <span className="nav-icon">
            <span className="nav-icon-bullet" />
          </span>
        ) : (
          <AppIcon name={link.icon} className="nav-icon" />
        )}
        {t(link.titleKey)}
        <CountBadge link={link} className="ms-auto" />
      </CNavLink>
    </li>
  );
}

export function VerticalSidebar(props: VerticalSidebarProps) {
  const { sections, colorScheme, menuTheme, collapsed, mobile, open, onOpenChange, onCollapsedChange } = props;
  const { t } = useTranslation();
  const activeId = activeMenuLinkId(menuLinks(sections), useLocation().pathname);
  // On a phone the closed menu is not drawn: its items (a third of the page's elements) are built the first time it opens.
  const built = useBuiltOnceShown(!mobile || open);
  return (
    <CSidebar
      className={`border-end menu-${menuTheme}`}
      colorScheme={colorScheme}
      position="fixed"
      overlaid={mobile}
      unfoldable={!mobile && collapsed}
      visible={!mobile || open}
      onVisibleChange={(visible) => {
        if (mobile && visible !== open) onOpenChange(visible);
      }}
      aria-label={t('menu.label')}
      data-testid="sidebar"
    >
      <CSidebarHeader className="border-bottom">
        <CSidebarBrand as={NavLink} to="/" className="text-decoration-none fw-bold fs-5">
          <span className="sidebar-brand-full">{t('app.name')}</span>
          <img className="sidebar-brand-narrow" src="/favicon.svg" alt={t('app.name')} width={24} height={24} />
        </CSidebarBrand>
      </CSidebarHeader>
      {built ? (
        <CSidebarNav as="ul">
          {sections.map((section) => [
            section.headerKey ? <CNavTitle key={`${section.group}-title`}>{t(section.headerKey)}</CNavTitle> : null,
            ...section.entries.map((entry) =>
              entry.kind === 'link' ? (
                <SidebarLink key={entry.id} link={entry} active={entry.id === activeId} />
              ) : (
                <CNavGroup
                  key={entry.id}
                  data-testid={`menu-${entry.id}`}
                  visible={entry.children.some((child) => child.id === activeId)}
                  toggler={
                    <>
                      <AppIcon name={entry.icon} className="nav-icon" />
                      {t(entry.titleKey)}
                    </>
                  }
                >
                  {entry.children.map((child) => (
                    <SidebarLink key={child.id} link={child} nested active={child.id === activeId} />
                  ))}
                </CNavGroup>
              ),
            ),
          ])}
        </CSidebarNav>
      ) : null}
      {mobile ? null : (
        <CSidebarFooter className="border-top d-none d-lg-flex">
          <CSidebarToggler aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')} onClick={() => onCollapsedChange(!collapsed)} />
        </CSidebarFooter>
      )}
    </CSidebar>
  );
}
