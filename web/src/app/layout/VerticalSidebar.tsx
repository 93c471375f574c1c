import { useEffect, useRef, type MouseEvent } from 'react';
import { CNavGroup, CNavLink, CNavTitle, CSidebarBrand, CSidebarFooter, CSidebarHeader, CSidebarNav, CSidebarToggler } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AppIcon } from '@web/components/AppIcon';
import { observeSizes } from '@web/lib/observe-sizes';
import { useBuiltOnceShown } from '@web/lib/use-built-once-shown';
import { CountBadge } from './CountBadge';
import { activeMenuLinkId, menuLinks, type MenuLink, type MenuSection } from './menu';
import { revealActiveLink } from './reveal-active-link';

export interface VerticalSidebarProps {
  sections: MenuSection[];
  colorScheme: 'light' | 'dark';
  menuTheme: string;
  /** Narrow sidebar that unfolds on hover (desktop). */
  collapsed: boolean;
  /** At 1200 px and below the sidebar overlays the page and opens from the top bar's toggle; Escape or a link closes it. */
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
  const overlayOpen = mobile && open;
  useEffect(() => {
    if (!overlayOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlayOpen, onOpenChange]);
  const nav = useRef<HTMLUListElement>(null);
  // Once the menu is laid out for a page, its link is brought into view (then the reader scrolls the menu alone).
  useEffect(() => {
    const element = nav.current;
    if (!element || activeId === null) return undefined;
    let revealed = false;
    const stop = observeSizes([element], () => {
      if (revealed) return;
      revealed = true;
      revealActiveLink(element);
    });
    return stop;
  }, [activeId, built]);
  // A link to the page already shown changes no route, so the overlay closes on the click itself.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (overlayOpen && event.target instanceof Element && event.target.closest('.nav-link:not(.nav-group-toggle)')) onOpenChange(false);
  };
  // CoreUI's sidebar classes on a plain element: CSidebar reads computed style and geometry after every render it
  // makes, a layout of the whole page forced inside React's commit, to learn what the viewport width already says.
  const classes = ['sidebar', `sidebar-${colorScheme}`, 'sidebar-fixed', 'border-end', `menu-${menuTheme}`];
  if (mobile) classes.push('sidebar-overlaid');
  if (!mobile && collapsed) classes.push('sidebar-narrow-unfoldable');
  if (overlayOpen) classes.push('show');
  return (
    <div className={classes.join(' ')} aria-label={t('menu.label')} data-testid="sidebar" onClick={closeOnLink}>
      <CSidebarHeader className="border-bottom">
        <CSidebarBrand as={NavLink} to="/" className="text-decoration-none fw-bold fs-5">
          <span className="sidebar-brand-full">{t('app.name')}</span>
          <img className="sidebar-brand-narrow" src="/favicon.svg" alt={t('app.name')} width={24} height={24} />
        </CSidebarBrand>
      </CSidebarHeader>
      {built ? (
        <CSidebarNav as="ul" ref={nav}>
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
    </div>
  );
}
