import { CAlert, CButton, CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { invoiceFieldsSchema, invoiceFileProblem } from '@contract/orders/order.api';
import type { Invoice } from '@contract/orders/order.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';
import type { InvoiceForm as InvoiceValues } from '../orders.api';

export interface InvoiceFormProps {
  current: Invoice | null;
  submitting: boolean;
  error: ApiFailure | null;
  onSubmit: (values: InvoiceValues) => void;
  onCancel: () => void;
}

function validate(values: InvoiceValues): Record<string, string> {
  const problems = fieldErrors(invoiceFieldsSchema, values) ?? {};
  const file = invoiceFileProblem(values.file ? { name: values.file.name, size: values.file.size } : null);
  return file ? { ...problems, file } : problems;
}

/** Invoice upload (spec §5): PDF only; number, date and file required. A failed upload keeps what was entered. */
export function InvoiceForm({ current, submitting, error, onSubmit, onCancel }: InvoiceFormProps) {
  const { t } = useTranslation();
  const serverFields = error?.fields ?? {};
  return (
    <Formik<InvoiceValues> initialValues={{ number: '', date: '', file: null }} validate={validate} onSubmit={onSubmit}>
      {(form) => {
        const problem = (name: keyof InvoiceValues) => (form.submitCount > 0 ? form.errors[name] as string | undefined : undefined) ?? serverFields[name];
        return (
          <Form noValidate data-testid="invoice-form">
            <ErrorAlert error={error} />
            {current ? <CAlert color="info">{t('orders.invoice.replace')}</CAlert> : null}
            <div className="mb-3">
              <CFormLabel htmlFor="invoice-number">{t('orders.invoice.number')}</CFormLabel>
              <CFormInput id="invoice-number" name="number" value={form.values.number} onChange={form.handleChange} invalid={Boolean(problem('number'))} />
              {problem('number') ? <CFormFeedback invalid>{t(problem('number')!)}</CFormFeedback> : null}
            </div>
            <div className="mb-3">
              <CFormLabel htmlFor="invoice-date">{t('orders.invoice.date')}</CFormLabel>
              <CFormInput id="invoice-date" name="date" type="date" value={form.values.date} onChange={form.handleChange} invalid={Boolean(problem('date'))} />
              {problem('date') ? <CFormFeedback invalid>{t(problem('date')!)}</CFormFeedback> : null}
            </div>
            <div className="mb-3">
              <CFormLabel htmlFor="invoice-file">{t('orders.invoice.file')}</CFormLabel>
              <CFormInput id="invoice-file" name="file" type="file" accept="application/pdf,.pdf" invalid={Boolean(problem('file'))}
                onChange={(event) => void form.setFieldValue('file', (event.target as HTMLInputElement).files?.[0] ?? null)} />
              {problem('file') ? <CFormFeedback invalid data-testid="invoice-file-error">{t(problem('file')!)}</CFormFeedback> : null}
            </div>
            <div className="d-flex justify-content-end gap-2">
              <CButton type="button" color="secondary" variant="outline" onClick={onCancel}>{t('common.close')}</CButton>
              <CButton type="submit" color="primary" disabled={submitting} data-testid="invoice-submit">{t('orders.invoice.submit')}</CButton>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
