import { CAlert, CButton } from '@coreui/react';
import { useRef } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordSchema } from '@contract/auth/auth.schemas';
import type { ResetPasswordRequest } from '@contract/api/session';
import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { OWN_PAGE_ACTION } from '@contract/auth/native-forms';
import { PUBLIC_PATHS } from '@contract/routes';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { FormField } from '@web/components/FormField';
import type { ApiFailure } from '@web/lib/http';
import { useTypedBeforeScripts } from '@web/lib/use-typed-before-scripts';
import type { ResetTokenState } from '../auth.slice';
import { AuthCard } from './AuthCard';

export interface ResetPasswordPageProps {
  token: string;
  tokenState: ResetTokenState;
  submitting: boolean;
  saved: boolean;
  error: ApiFailure | null;
  onSubmit: (body: ResetPasswordRequest) => void;
}

export function ResetPasswordPage({ token, tokenState, submitting, saved, error, onSubmit }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const formik = useRef<FormikProps<ResetPasswordRequest>>(null);
  useTypedBeforeScripts(form, formik);
  const body = () => {
    if (saved) {
      return (
        <>
          <CAlert color="success" data-testid="reset-saved">
            {t('auth.reset.saved')}
          </CAlert>
          <CButton as={Link} to={PUBLIC_PATHS.login} color="primary" className="w-100">
            {t('auth.reset.login')}
          </CButton>
        </>
      );
    }
    if (tokenState === 'invalid' || token === '') {
      return (
        <>
          <CAlert color="danger" data-testid="reset-invalid">
            {t('errors.resetFailed')}
          </CAlert>
          <Link to={PUBLIC_PATHS.forgotPassword}>{t('auth.reset.askAgain')}</Link>
        </>
      );
    }
    return (
      <>
        <ErrorAlert error={error} />
        <Formik innerRef={formik} initialValues={{ token, password: '', confirmPassword: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
          {/* Without script it posts to the page's own URL, the link's token in it. */}
          <Form ref={form} noValidate method="post" action={OWN_PAGE_ACTION}>
            <FormField
              name="password"
              type="password"
              labelKey="auth.fields.newPassword"
              autoComplete="new-password"
              hintKey="auth.reset.rules"
              hintValues={{ min: PASSWORD_MIN_LENGTH }}
              autoFocus
            />
            <FormField name="confirmPassword" type="password" labelKey="auth.fields.confirmPassword" autoComplete="new-password" />
            <CButton type="submit" color="primary" className="w-100" disabled={submitting}>
              {t('auth.reset.submit')}
            </CButton>
          </Form>
        </Formik>
        {/* Any failure (as drawn, before the code is known): a spent or expired link is the likeliest. */}
        {error ? (
          <div className="mt-3 small">
            <Link to={PUBLIC_PATHS.forgotPassword}>{t('auth.reset.askAgain')}</Link>
          </div>
        ) : null}
      </>
    );
  };
  return <AuthCard title={t('auth.reset.title')}>{body()}</AuthCard>;
}
