import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { forgotPasswordRequested, formReset, selectForgotForm } from '../auth.slice';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';

export function ForgotPasswordView() {
  const dispatch = useDispatch();
  const form = useSelector(selectForgotForm);
  useEffect(
    () => () => {
      dispatch(formReset('forgot'));
    },
    [dispatch],
  );
  return (
    <ForgotPasswordPage
      submitting={form.status === 'pending'}
      sent={form.status === 'succeeded'}
      error={form.error}
      onSubmit={(body) => dispatch(forgotPasswordRequested(body))}
    />
  );
}
