import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { homePath } from '@contract/permissions';
import { selectUser } from '@web/lib/session/session.selectors';
import { formReset, logoutRequested, selectLogoutForm } from '../auth.slice';
import { LogoutConfirmPage } from '../pages/LogoutConfirmPage';

/** /logout/: confirm -> the logout saga; cancel -> back where the user came from. */
export function LogoutView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSelector(selectLogoutForm);
  const user = useSelector(selectUser);
  useEffect(
    () => () => {
      dispatch(formReset('logout'));
    },
    [dispatch],
  );

  // 'default' marks the first entry of this app's history: then there is no page to go back to.
  const cancel = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(user ? homePath(user.userRole) : '/', { replace: true });
  };

  return <LogoutConfirmPage submitting={form.status === 'pending'} error={form.error} onConfirm={() => dispatch(logoutRequested())} onCancel={cancel} />;
}
