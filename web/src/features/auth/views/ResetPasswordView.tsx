import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { formReset, resetPasswordRequested, resetTokenCheckRequested, resetTokenChecked, selectResetForm } from '../auth.slice';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';

/** /reset-password?token=…: checks the link first, then offers the form. */
export function ResetPasswordView() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSelector(selectResetForm);

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
      saved={form.status === 'succeeded'}
      error={form.error}
      onSubmit={(body) => dispatch(resetPasswordRequested(body))}
    />
  );
}
