import { CAvatar, CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/api/session';
import { initialsOf } from '@web/components/Thumbnail';

interface CompanyBlockProps {
  user: UserInfo;
  onCopyId: (id: string) => void;
}

/** Company name, logo, the id badge (click copies it) and the OneClick seller badge. */
export function CompanyBlock({ user, onCopyId }: CompanyBlockProps) {
  const { t } = useTranslation();
  if (user.companyName === null && user.companyId === null) return null;
  return (
    <div className="d-none d-md-flex align-items-center gap-2 company-block" data-testid="company-block">
      {user.companyLogo ? (
        <img src={user.companyLogo} alt={t('shell.companyLogo', { company: user.companyName ?? '' })} className="company-logo" />
      ) : user.companyName ? (
        <CAvatar color="secondary" textColor="white" size="sm" aria-hidden="true">
          {initialsOf(user.companyName)}
        </CAvatar>
      ) : null}
      {user.companyName ? (
        <span className="d-none d-xl-inline fw-semibold text-truncate company-name" title={user.companyName} data-testid="company-name">
          {user.companyName}
        </span>
      ) : null}
      {user.companyId !== null ? (
        <button
          type="button"
          className="btn btn-sm p-0 border-0 company-id"
          onClick={() => onCopyId(String(user.companyId))}
          aria-label={t('shell.copyCompanyId', { id: user.companyId })}
          title={t('shell.copyHint')}
          data-testid="company-id-badge"
        >
          <CBadge color="secondary">{t('shell.companyId', { id: user.companyId })}</CBadge>
        </button>
      ) : null}
      {user.isOneClickMerchant ? (
        <CBadge color="info" data-testid="oneclick-badge">
          {t('shell.oneClick')}
        </CBadge>
      ) : null}
    </div>
  );
}
