import { useContext, useEffect } from 'react';
import { CButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export interface LeaveGuardProps {
  /** Unsaved changes exist: leaving asks first. */
  when: boolean;
  /** How many (for the question's text). */
  count: number;
  /** Called when the user chose to leave without saving, before the navigation goes on. */
  onLeave: () => void;
}

function BlockedNavigation({ when, count, onLeave }: LeaveGuardProps) {
  const { t } = useTranslation();
  // Another page, or this list with another tab, filter, page or sort: the rows with changes would go.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <CModal visible alignment="center" onClose={() => blocker.reset()} aria-labelledby="leave-guard-title" data-testid="leave-guard">
      <CModalHeader>
        <CModalTitle id="leave-guard-title">{t('list.edit.leaveTitle')}</CModalTitle>
      </CModalHeader>
      <CModalBody>{t('list.edit.leaveBody', { count })}</CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={() => blocker.reset()} data-testid="leave-stay">
          {t('list.edit.stay')}
        </CButton>
        <CButton
          color="danger"
          onClick={() => {
            onLeave();
            blocker.proceed();
          }}
          data-testid="leave-confirm"
        >
          {t('list.edit.leave')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}

/**
 * Asks before unsaved changes are lost: in-app navigation gets a dialog (on the app's data router; plain routers, as in
 * isolated stories, have no blocker), closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const { when } = props;
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return dataRouter ? <BlockedNavigation {...props} /> : null;
}
