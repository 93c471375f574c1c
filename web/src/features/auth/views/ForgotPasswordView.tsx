import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { forgotPasswordRequested, formReset, selectForgotForm } from '../auth.slice';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { postedDone, postedFailure } from '../posted-outcome';

/** /forgot-password: a form posted without script comes back with its outcome in the URL (done, or a failure's code). */
export function ForgotPasswordView() {
  const dispatch = useDispatch();
  const form = useSelector(selectForgotForm);
  const [params] = useSearchParams();
  const idle = form.status === 'idle';
  useEffect(
    () => () => {
      dispatch(formReset('forgot'));
    },
    [dispatch],
  );
  return (
    <ForgotPasswordPage
      submitting={form.status === 'pending'}
      sent={form.status === 'succeeded' || (idle && postedDone(params))}
      error={idle ? postedFailure(params) : form.error}
      onSubmit={(body) => dispatch(forgotPasswordRequested(body))}
    />
  );
}
