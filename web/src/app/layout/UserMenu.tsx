import { CAvatar, CDropdown, CDropdownDivider, CDropdownHeader, CDropdownItem, CDropdownToggle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import { PUBLIC_PATHS, routeById } from '@contract/routes';
import { AppIcon } from '@web/components/AppIcon';
import { DropdownLinks } from '@web/components/DropdownLinks';

interface UserMenuProps {
  user: UserInfo;
  /** Where the top bar has no room for its support link and customizer button (phones), the menu carries them. */
  onSupportRequests?: () => void;
  onOpenCustomizer?: () => void;
}

export function UserMenu({ user, onSupportRequests, onOpenCustomizer }: UserMenuProps) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <CDropdown variant="nav-item" placement="bottom-end">
      {/* Named by its hidden text, which holds the visible name (WCAG 2.5.3); the initials are decoration. */}
      <CDropdownToggle caret={false} className="py-0 d-flex align-items-center gap-2" data-testid="user-menu-toggle">
        <span className="d-none d-xxl-inline fw-semibold text-truncate user-name" title={`${name} · ${user.email}`} aria-hidden="true" data-testid="user-name">
          {name}
        </span>
        <CAvatar color="primary" textColor="white" aria-hidden="true">
          {initials}
        </CAvatar>
        <span className="visually-hidden">{t('shell.userMenu', { name })}</span>
      </CDropdownToggle>
      <DropdownLinks className="pt-0">
        <CDropdownHeader className="bg-body-secondary lh-sm">
          <span className="d-block fw-semibold text-body">{name}</span>
          <small className="text-body-secondary" data-testid="user-email">
            {user.email}
          </small>
        </CDropdownHeader>
        {onSupportRequests ? (
          <CDropdownItem as="button" type="button" className="d-md-none" onClick={onSupportRequests} data-testid="support-requests-menu">
            <AppIcon name="cilLifeRing" className="me-2" />
            {t('shell.supportRequests')}
          </CDropdownItem>
        ) : null}
        {onOpenCustomizer ? (
          <CDropdownItem as="button" type="button" className="d-sm-none" onClick={onOpenCustomizer} data-testid="customizer-menu-item">
            <AppIcon name="cilSettings" className="me-2" />
            {t('customizer.open')}
          </CDropdownItem>
        ) : null}
        <CDropdownItem as={Link} to={routeById('profile')?.path ?? '/pages/profile'}>
          <AppIcon name="cilUser" className="me-2" />
          {t('routes.profile')}
        </CDropdownItem>
        <CDropdownDivider />
        <CDropdownItem as={Link} to={PUBLIC_PATHS.logout} data-testid="logout-link">
          <AppIcon name="cilAccountLogout" className="me-2" />
          {t('shell.logout')}
        </CDropdownItem>
      </DropdownLinks>
    </CDropdown>
  );
}
