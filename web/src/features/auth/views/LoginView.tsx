import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { ERROR_STATUS } from '@contract/api/error-status';
import { SIGN_IN_ERROR_PARAM } from '@contract/auth/native-sign-in';
import { isErrorCode } from '@contract/errors';
import { failure, type ApiFailure } from '@web/lib/http';
import { selectSession } from '@web/lib/session/session.selectors';
import type { Realm } from '../auth.api';
import { adminLoginOpened, formReset, loginRequested, selectLoginForm } from '../auth.slice';
import { LoginPage } from '../pages/LoginPage';

/** The failure of a sign-in posted without script, whose code the BFF sent back in the URL. */
function postedFailure(code: string | null): ApiFailure | null {
  return code !== null && isErrorCode(code) ? failure(code, ERROR_STATUS[code]) : null;
}

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
      error={form.status === 'idle' ? postedFailure(params.get(SIGN_IN_ERROR_PARAM)) : form.error}
      notice={notice}
      onSubmit={(credentials) => dispatch(loginRequested({ realm, credentials, next }))}
    />
  );
}
