import { CBadge, CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Language, UserInfo } from '@contract/api/session';

export interface ProfilePageProps {
  user: UserInfo;
  /** The interface language in use. */
  language: Language;
}

export function ProfilePage({ user, language }: ProfilePageProps) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    ['profile.firstName', user.first_name],
    ['profile.lastName', user.last_name],
    ['profile.email', user.email],
    ['profile.role', t(`roles.${user.userRole}`)],
    ['profile.company', user.companyName ?? t('common.none')],
    ['profile.companyId', user.companyId === null ? t('common.none') : String(user.companyId)],
    ['profile.language', t(`languages.${language}`)],
  ];
  return (
    <CCard data-testid="profile-card">
      <CCardHeader>
        <h1 className="h4 mb-0">{t('routes.profile')}</h1>
      </CCardHeader>
      <CCardBody>
        <dl className="mb-0">
          {rows.map(([labelKey, value]) => (
            <div key={labelKey} className="row py-2 border-bottom">
              <dt className="col-sm-4">{t(labelKey)}</dt>
              <dd className="col-sm-8 mb-0">{value}</dd>
            </div>
          ))}
          <div className="row py-2">
            <dt className="col-sm-4">{t('profile.securityGroups')}</dt>
            <dd className="col-sm-8 mb-0">
              {user.securityGroups.length === 0
                ? t('common.none')
                : user.securityGroups.map((group) => (
                    <CBadge key={group} color="secondary" className="me-1">
                      {group}
                    </CBadge>
                  ))}
            </dd>
          </div>
        </dl>
      </CCardBody>
    </CCard>
  );
}
