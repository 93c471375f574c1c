import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectSession } from '@web/lib/session/session.selectors';
import { sessionRecheckRequested } from '@web/lib/session/session.slice';

/** Asks GET me again now (it is asked again by itself too). */
export function RecheckSessionButton({ color }: { color: 'primary' | 'warning' | 'danger' }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { rechecking } = useSelector(selectSession);
  return (
    <CButton color={color} size="sm" variant="outline" disabled={rechecking} onClick={() => dispatch(sessionRecheckRequested())} data-testid="session-recheck">
      {rechecking ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
      {t(rechecking ? 'shell.sessionCheck.retrying' : 'shell.sessionCheck.retry')}
    </CButton>
  );
}
