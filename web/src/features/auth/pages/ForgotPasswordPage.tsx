import { CAlert, CButton } from '@coreui/react';
import { useRef } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@contract/auth/auth.schemas';
import type { ForgotPasswordRequest } from '@contract/api/session';
import { PASSWORD_RESET_LINK_MINUTES } from '@contract/constants';
import { OWN_PAGE_ACTION } from '@contract/auth/native-forms';
import { PUBLIC_PATHS } from '@contract/routes';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { FormField } from '@web/components/FormField';
import type { ApiFailure } from '@web/lib/http';
import { useTypedBeforeScripts } from '@web/lib/use-typed-before-scripts';
import { AuthCard } from './AuthCard';

export interface ForgotPasswordPageProps {
  submitting: boolean;
  sent: boolean;
  error: ApiFailure | null;
  onSubmit: (body: ForgotPasswordRequest) => void;
}

export function ForgotPasswordPage({ submitting, sent, error, onSubmit }: ForgotPasswordPageProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const formik = useRef<FormikProps<ForgotPasswordRequest>>(null);
  useTypedBeforeScripts(form, formik);
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <CAlert color="success" data-testid="forgot-sent">
          {t('auth.forgot.sent', { minutes: PASSWORD_RESET_LINK_MINUTES })}
        </CAlert>
      ) : null}
      <ErrorAlert error={error} />
      <Formik
        innerRef={formik}
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={(values) => onSubmit(forgotPasswordSchema.cast(values))}
      >
        <Form ref={form} noValidate method="post" action={OWN_PAGE_ACTION}>
          <FormField name="email" type="email" labelKey="auth.fields.email" autoComplete="email" autoFocus />
          <CButton type="submit" color="primary" className="w-100" disabled={submitting}>
            {t('auth.forgot.submit')}
          </CButton>
        </Form>
      </Formik>
      <div className="mt-3 small">
        <Link to={PUBLIC_PATHS.login}>{t('auth.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
