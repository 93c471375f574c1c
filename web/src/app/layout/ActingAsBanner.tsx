import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PUBLIC_PATHS } from '@contract/routes';
import { selectUser } from '@web/lib/session/session.selectors';
import { useCan } from '@web/lib/use-can';

/** Admin-as-user: says whose portal this is, with the way back to the admin tools. */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  const can = useCan();
  if (user?.userRole !== 'adminAsUser') return null;
  return (
    <CAlert color="warning" className="mx-3 d-flex align-items-center justify-content-between py-2" role="status" data-testid="acting-as-banner">
      <span>{t('shell.actingAs', { company: user.companyName ?? user.companyId ?? '' })}</span>
      {can('admin.backToAdmin') ? (
        <CButton as={Link} to={PUBLIC_PATHS.adminBack} color="warning" size="sm" variant="outline">
          {t('shell.backToAdmin')}
        </CButton>
      ) : null}
    </CAlert>
  );
}
