import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CAlert, CButton, CForm, CModalBody, CModalFooter, CSpinner } from '@coreui/react';
import { Formik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Schema } from 'yup';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';
import { ServerFieldErrors } from './ServerFieldErrors';
import { DialogControlsContext, UrlDialog, type UrlDialogProps } from './UrlDialog';

export interface UrlFormDialogProps<V extends FormikValues> extends Omit<UrlDialogProps, 'children' | 'footer'> {
  initialValues: V;
  validationSchema?: Schema<unknown>;
  validate?: (values: V) => FormikErrors<V>;
  /**
   * Saga flow: dispatch and return nothing; pass `submitting`, `error` and `succeeded` from the store.
   * Promise flow: return a promise; it resolving closes the dialog, it rejecting (with an ApiFailure) keeps it open.
   */
  onSubmit: (values: V) => void | Promise<unknown>;
  submitting?: boolean;
  /** The server's refusal, shown inside the dialog; the form keeps its values. */
  error?: ApiFailure | null;
  /** The screen's own text for any failure (spec §8, e.g. the invoice upload's), instead of the error code's text. */
  errorKey?: string;
  /** Turning true while open closes the dialog (the store's "done" flag of this operation). */
  succeeded?: boolean;
  submitKey?: string;
  submitColor?: 'primary' | 'danger' | 'success' | 'warning';
  /** A second way to submit the same form (e.g. 'Send and open the next'), shown before the submit button. */
  alternateSubmit?: AlternateSubmit<V>;
  /** The fields; Formik's props at hand. */
  children: (form: FormikProps<V>) => ReactNode;
}

export interface AlternateSubmit<V> {
  labelKey: string;
  /** Called instead of `onSubmit` with the checked values; the same flows (saga or promise) apply. */
  onSubmit: (values: V) => void | Promise<unknown>;
}

const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && typeof (value as ApiFailure).code === 'string' && 'status' in value;

function CloseOnSuccess({ succeeded, close }: { succeeded: boolean; close: () => void }) {
  const previous = useRef(succeeded);
  useEffect(() => {
    if (succeeded && !previous.current) close();
    previous.current = succeeded;
  }, [succeeded, close]);
  return null;
}

/** Tells the dialog whether the form holds input not yet saved (it then asks before closing). */
function ReportUnsaved({ dirty }: { dirty: boolean }) {
  const controls = useContext(DialogControlsContext);
  useEffect(() => controls?.reportUnsaved(dirty), [controls, dirty]);
  useEffect(() => () => controls?.reportUnsaved(false), [controls]);
  return null;
}

function FormBody<V extends FormikValues>(props: UrlFormDialogProps<V> & { close: () => void }) {
  const {
    initialValues,
    validationSchema,
    validate,
    onSubmit,
    submitting = false,
    error = null,
    errorKey,
    succeeded = false,
    submitKey = 'detail.dialog.submit',
    submitColor = 'primary',
    alternateSubmit,
    children,
    close,
  } = props;
  const { t } = useTranslation();
  const saved = useContext(DialogControlsContext)?.close ?? close;
  const [rejected, setRejected] = useState<ApiFailure | null>(null);
  const failure = error ?? rejected;
  // Which button submitted: Formik hands onSubmit the values only.
  const alternate = useRef(false);
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      onSubmit={async (values) => {
        setRejected(null);
        const submit = alternate.current && alternateSubmit ? alternateSubmit.onSubmit : onSubmit;
        alternate.current = false;
        const outcome = submit(values);
        if (!(outcome instanceof Promise)) return;
        try {
          await outcome;
          saved();
        } catch (reason) {
          setRejected(isApiFailure(reason) ? reason : { code: 'generic', message: '', status: null, retryAfterSeconds: null });
        }
      }}
    >
      {(form) => {
        const busy = submitting || form.isSubmitting;
        return (
          <CForm noValidate onSubmit={form.handleSubmit} aria-busy={busy}>
            <CloseOnSuccess succeeded={succeeded} close={saved} />
            <ReportUnsaved dirty={form.dirty} />
            <ServerFieldErrors failure={failure} form={form} />
            <CModalBody>
              {children(form)}
              {failure && errorKey ? (
                <CAlert color="danger" role="alert" className="mb-0 mt-3" data-testid="dialog-error">
                  {t(errorKey)}
                </CAlert>
              ) : null}
              {failure && !errorKey ? (
                <div className="mt-3">
                  <ErrorAlert error={failure} />
                </div>
              ) : null}
            </CModalBody>
            <CModalFooter>
              <CButton type="button" color="secondary" variant="outline" onClick={close} disabled={busy}>
                {t('common.cancel')}
              </CButton>
              {alternateSubmit ? (
                <CButton
                  type="button"
                  color={submitColor}
                  variant="outline"
                  disabled={busy}
                  onClick={() => {
                    alternate.current = true;
                    void form.submitForm().finally(() => {
                      alternate.current = false;
                    });
                  }}
                  data-testid="dialog-submit-alternate"
                >
                  {t(alternateSubmit.labelKey)}
                </CButton>
              ) : null}
              <CButton type="submit" color={submitColor} disabled={busy} aria-busy={busy} data-testid="dialog-submit">
                {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                {t(submitKey)}
              </CButton>
            </CModalFooter>
          </CForm>
        );
      }}
    </Formik>
  );
}

/** A URL dialog holding a Formik form: a submitting state, the server's error kept inside, values kept on failure. */
export function UrlFormDialog<V extends FormikValues>(props: UrlFormDialogProps<V>) {
  const { name, param, extras, titleKey, titleValues, size } = props;
  return (
    <UrlDialog name={name} param={param} extras={extras} titleKey={titleKey} titleValues={titleValues} size={size}>
      {(close) => <FormBody {...props} close={close} />}
    </UrlDialog>
  );
}
