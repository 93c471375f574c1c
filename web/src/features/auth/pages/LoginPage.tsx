import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useRef } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginSchema } from '@contract/auth/auth.schemas';
import type { LoginRequest } from '@contract/api/session';
import { OWN_PAGE_ACTION } from '@contract/auth/native-forms';
import { PUBLIC_PATHS } from '@contract/routes';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { FormField } from '@web/components/FormField';
import type { ApiFailure } from '@web/lib/http';
import type { SessionNotice } from '@web/lib/session/session.slice';
import { useTypedBeforeScripts } from '@web/lib/use-typed-before-scripts';
import type { Realm } from '../auth.api';
import { AuthCard } from './AuthCard';

export interface LoginPageProps {
  /** 'seller' for /login, 'staff' for /admin/login. */
  realm: Realm;
  submitting: boolean;
  error: ApiFailure | null;
  notice: SessionNotice | null;
  onSubmit: (credentials: LoginRequest) => void;
}

const EMPTY: LoginRequest = { email: '', password: '' };

export function LoginPage({ realm, submitting, error, notice, onSubmit }: LoginPageProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const formik = useRef<FormikProps<LoginRequest>>(null);
  useTypedBeforeScripts(form, formik);
  return (
    <AuthCard title={t(`auth.login.title.${realm}`)} subtitle={t(`auth.login.subtitle.${realm}`)}>
      {notice ? (
        <CAlert color="info" data-testid="session-notice">
          {t('errors.unauthenticated')}
        </CAlert>
      ) : null}
      <ErrorAlert error={error} />
      <Formik innerRef={formik} initialValues={EMPTY} validationSchema={loginSchema} onSubmit={(values) => onSubmit(loginSchema.cast(values))}>
        {/* Without script it posts to the page's own URL, its `next` kept. */}
        <Form ref={form} noValidate method="post" action={OWN_PAGE_ACTION}>
          <FormField name="email" type="email" labelKey="auth.fields.email" autoComplete="username" autoFocus />
          <FormField name="password" type="password" labelKey="auth.fields.password" autoComplete="current-password" />
          <CButton type="submit" color="primary" className="w-100" disabled={submitting} data-testid="login-submit">
            {submitting ? <CSpinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {t('auth.login.submit')}
          </CButton>
        </Form>
      </Formik>
      <div className="d-flex justify-content-between mt-3 small">
        <Link to={PUBLIC_PATHS.forgotPassword}>{t('auth.login.forgot')}</Link>
        <Link to={realm === 'staff' ? PUBLIC_PATHS.login : PUBLIC_PATHS.adminLogin}>{t(`auth.login.switchTo.${realm}`)}</Link>
      </div>
    </AuthCard>
  );
}
