import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectSession } from '@web/lib/session/session.selectors';
import { RecheckSessionButton } from './RecheckSessionButton';

/**
 * The session check did not answer in full: the shell stays (only a 401 signs out) and says what is wrong, with Retry.
 * 'failed': nothing came, the user shown is the one this browser remembered; 'countsUnavailable': the menu's counts are
 * hidden until the services are back.
 */
export function SessionCheckBanner() {
  const { t } = useTranslation();
  const { check, checkFailure } = useSelector(selectSession);
  if (check === 'answered') return null;
  const failed = check === 'failed';
  return (
    <CAlert
      color={failed ? 'danger' : 'warning'}
      className="mx-3 d-flex flex-wrap align-items-center gap-2 py-2"
      role="status"
      data-testid="session-check-banner"
    >
      <div className="flex-grow-1">
        <div>{t(failed ? 'shell.sessionCheck.failed' : 'shell.sessionCheck.countsUnavailable')}</div>
        {failed && checkFailure ? <div className="small">{t('shell.sessionCheck.reason', { reason: t(`errors.${checkFailure.code}`) })}</div> : null}
        <div className="small">{t('shell.sessionCheck.automatic')}</div>
      </div>
      <RecheckSessionButton color={failed ? 'danger' : 'warning'} />
    </CAlert>
  );
}
