import { CDropdown, CDropdownHeader, CDropdownItem, CDropdownToggle, CNavItem, CNavLink } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AppIcon } from '@web/components/AppIcon';
import { CountBadge } from './CountBadge';
import { activeMenuLinkId, menuLinks, type MenuLink, type MenuSection } from './menu';
import { DropdownLinks } from '@web/components/DropdownLinks';

interface HorizontalMenuProps {
  sections: MenuSection[];
  menuTheme: string;
}

function DropdownLink({ link, active }: { link: MenuLink; active: boolean }) {
  const { t } = useTranslation();
  return (
    <CDropdownItem as={NavLink} to={link.path} end active={active} className="d-flex align-items-center gap-2" data-testid={`menu-${link.id}`}>
      <AppIcon name={link.icon} />
      <span className="flex-grow-1">{t(link.titleKey)}</span>
      <CountBadge link={link} />
    </CDropdownItem>
  );
}

/** The horizontal layout (>= 1200 px): one dropdown per menu group; collapses become headed blocks inside it. */
export function HorizontalMenu({ sections, menuTheme }: HorizontalMenuProps) {
  const { t } = useTranslation();
  const activeId = activeMenuLinkId(menuLinks(sections), useLocation().pathname);
  return (
    <nav className={`horizontal-menu border-bottom mb-3 px-3 menu-${menuTheme}`} aria-label={t('menu.label')} data-testid="horizontal-menu">
      <ul className="nav">
        {sections.map((section) => {
          if (!section.headerKey) {
            return section.entries
              .flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children))
              .map((link) => (
                <CNavItem key={link.id}>
                  <CNavLink as={NavLink} to={link.path} end active={link.id === activeId} data-testid={`menu-${link.id}`}>
                    <AppIcon name={link.icon} className="me-2" />
                    {t(link.titleKey)}
                  </CNavLink>
                </CNavItem>
              ));
          }
          return (
            <CDropdown key={section.group} variant="nav-item">
              <CDropdownToggle>{t(section.headerKey)}</CDropdownToggle>
              <DropdownLinks>
                {section.entries.map((entry) =>
                  entry.kind === 'link' ? (
                    <DropdownLink key={entry.id} link={entry} active={entry.id === activeId} />
                  ) : (
                    <div key={entry.id} role="group" aria-label={t(entry.titleKey)}>
                      <CDropdownHeader as="div">{t(entry.titleKey)}</CDropdownHeader>
                      {entry.children.map((child) => (
                        <DropdownLink key={child.id} link={child} active={child.id === activeId} />
                      ))}
                    </div>
                  ),
                )}
              </DropdownLinks>
            </CDropdown>
          );
        })}
      </ul>
    </nav>
  );
}
