import { useEffect, type ReactNode } from 'react';
import { CAlert, CAlertHeading, CButton, CCardFooter, CForm, CSpinner } from '@coreui/react';
import { Formik, type FormikProps, type FormikTouched, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { CompanySection, SectionChange } from '@contract/company/company.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';
import { hasErrors, nestedErrors, validateWith } from './section-form';

interface SectionFormProps<V extends FormikValues> {
  section: CompanySection;
  initialValues: V;
  schema: AnyObjectSchema;
  command: CommandView;
  change: SectionChange | null;
  /** What else a save changes that the values do not show (the saved key's last four characters): a change restarts the form. */
  version?: string | null;
  /** Shown above the fields when the tab cannot be changed by this user; the fields are then read-only. */
  readOnlyReason?: string | null;
  onSave: (values: V) => void;
  children: (form: FormikProps<V>) => ReactNode;
}

/** A refusal naming fields marks them as the form's own rules would (nested paths like 'billing.city' too). */
function ServerErrors<V extends FormikValues>({ failure, form }: { failure: ApiFailure | null; form: FormikProps<V> }) {
  const { setErrors, setTouched } = form;
  useEffect(() => {
    if (!failure?.fields) return;
    const errors = nestedErrors<V>(failure.fields);
    setErrors(errors);
    void setTouched(nestedErrors(Object.fromEntries(Object.keys(failure.fields).map((path) => [path, 'true']))) as FormikTouched<V>, false);
  }, [failure, setErrors, setTouched]);
  return null;
}

/**
 * One tab of the company profile as a form: a save that is refused keeps what was typed, shows each field's reason
 * and 'Please check all fields.' under the title 'Validation error' (spec §5, §8); the footer says who changed the tab last.
 */
export function SectionForm<V extends FormikValues>({
  section,
  initialValues,
  schema,
  command,
  change,
  version = null,
  readOnlyReason,
  onSave,
  children,
}: SectionFormProps<V>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const failure = command.error;
  const readOnly = Boolean(readOnlyReason);
  return (
    // A saved profile starts the form afresh; a refusal leaves the profile as it was, so the form keeps what was typed.
    <Formik<V>
      key={JSON.stringify([initialValues, change, version])}
      initialValues={initialValues}
      validate={validateWith<V>(schema)}
      onSubmit={(values) => onSave(values)}
    >
      {(form) => {
        const refused = failure?.code === 'validation' || (form.submitCount > 0 && hasErrors(form.errors));
        return (
          <CForm
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={command.submitting}
            aria-label={t(`companyInfo.tabs.${section}`)}
            data-testid={`form-${section}`}
          >
            <ServerErrors failure={failure} form={form} />
            {readOnlyReason ? (
              <CAlert color="info" role="status" data-testid="read-only-reason">
                {readOnlyReason}
              </CAlert>
            ) : null}
            {refused ? (
              <CAlert color="danger" role="alert" data-testid="validation-error">
                <CAlertHeading as="h2" className="h6">
                  {t('companyInfo.validationTitle')}
                </CAlertHeading>
                {t('errors.validation')}
              </CAlert>
            ) : null}
            {failure && failure.code !== 'validation' ? <ErrorAlert error={failure} /> : null}
            <fieldset disabled={readOnly || command.submitting}>{children(form)}</fieldset>
            <CCardFooter className="d-flex flex-wrap align-items-center gap-2 bg-transparent px-0">
              <small className="text-body-secondary me-auto" data-testid={`last-changed-${section}`}>
                {change ? t('companyInfo.lastChanged', { by: change.by, date: format.dateTime(change.at) }) : t('companyInfo.neverChanged')}
              </small>
              {readOnly ? null : (
                <CButton type="submit" color="primary" disabled={command.submitting} aria-busy={command.submitting} data-testid={`save-${section}`}>
                  {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                  {t(command.submitting ? 'companyInfo.saving' : 'companyInfo.save')}
                </CButton>
              )}
            </CCardFooter>
          </CForm>
        );
      }}
    </Formik>
  );
}
