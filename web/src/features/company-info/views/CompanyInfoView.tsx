import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { commandView } from '@web/lib/resources/command-view';
import { selectUser } from '@web/lib/session/session.selectors';
import { useCan } from '@web/lib/use-can';
import { companyProfile, type CompanyCommand } from '../company-info.resources';
import { CompanyInfoPage } from '../pages/CompanyInfoPage';

/** /company-info: the profile of the session's company (an admin switching companies loads the new one). */
export function CompanyInfoView() {
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const companyId = user?.companyId ?? null;
  const state = useSelector(companyProfile.select);
  const can = useCan();

  useEffect(() => {
    if (companyId !== null) dispatch(companyProfile.requested(companyId));
  }, [dispatch, companyId]);

  return (
    <CompanyInfoPage
      state={state}
      companyCountry={user?.companyCountry ?? null}
      canEditBank={can('settings.companyBank')}
      commandOf={(name: CompanyCommand) => commandView(state, name)}
      onCommand={(...call) => {
        if (companyId !== null) dispatch(companyProfile.commandCalled(companyId, ...call));
      }}
      onRetry={() => {
        if (companyId !== null) dispatch(companyProfile.requested(companyId));
      }}
    />
  );
}
