import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { selectSession } from '@web/lib/session/session.selectors';
import type { Realm } from '../auth.api';
import { adminLoginOpened, formReset, loginRequested, selectLoginForm } from '../auth.slice';
import { LoginPage } from '../pages/LoginPage';
import { postedFailure } from '../posted-outcome';

/** /login and /admin/login: reads `next` (and a posted form's failure) from the URL, hands the form to the login saga. */
export function LoginView({ realm }: { realm: Realm }) {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const form = useSelector(selectLoginForm);
  const { notice } = useSelector(selectSession);
  const next = params.get('next');

  useEffect(() => {
    if (realm === 'staff') dispatch(adminLoginOpened());
    return () => {
      dispatch(formReset('login'));
    };
  }, [dispatch, realm]);

  return (
    <LoginPage
      realm={realm}
      submitting={form.status === 'pending'}
      error={form.status === 'idle' ? postedFailure(params) : form.error}
      notice={notice}
      onSubmit={(credentials) => dispatch(loginRequested({ realm, credentials, next }))}
    />
  );
}
