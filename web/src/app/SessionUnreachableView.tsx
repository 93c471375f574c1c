import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectSession } from '@web/lib/session/session.selectors';
import { RecheckSessionButton } from './layout/RecheckSessionButton';

/** The session check failed and this browser remembers no user to draw the shell for: never the sign-in page, a Retry. */
export function SessionUnreachableView() {
  const { t } = useTranslation();
  const { checkFailure } = useSelector(selectSession);
  return (
    <div className="container py-5">
      <CCard className="text-center py-4" data-testid="session-unreachable">
        <CCardBody>
          <h1 className="h3">{t('shell.unreachable.title')}</h1>
          <p className="text-body-secondary mb-1">{t('shell.unreachable.text')}</p>
          {checkFailure ? <p className="text-body-secondary small">{t('shell.sessionCheck.reason', { reason: t(`errors.${checkFailure.code}`) })}</p> : null}
          <p className="text-body-secondary small">{t('shell.sessionCheck.automatic')}</p>
          <RecheckSessionButton color="primary" />
        </CCardBody>
      </CCard>
    </div>
  );
}
