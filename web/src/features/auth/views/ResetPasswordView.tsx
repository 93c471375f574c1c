import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { RESET_TOKEN_PARAM } from '@contract/auth/native-forms';
import { formReset, resetPasswordRequested, resetTokenCheckRequested, resetTokenChecked, selectResetForm } from '../auth.slice';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { postedDone, postedFailure } from '../posted-outcome';

/**
 * /reset-password?token=…: offers the form while it checks the link, the expired copy when the check fails; a form
 * posted without script comes back with its outcome in the URL (done, or a failure's code).
 */
export function ResetPasswordView() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const form = useSelector(selectResetForm);
  const idle = form.status === 'idle';

  useEffect(() => {
    dispatch(token ? resetTokenCheckRequested(token) : resetTokenChecked(false));
    return () => {
      dispatch(formReset('reset'));
    };
  }, [dispatch, token]);

  return (
    <ResetPasswordPage
      token={token}
      tokenState={form.token}
      submitting={form.status === 'pending'}
      saved={form.status === 'succeeded' || (idle && postedDone(params))}
      error={idle ? postedFailure(params) : form.error}
      onSubmit={(body) => dispatch(resetPasswordRequested(body))}
    />
  );
}
