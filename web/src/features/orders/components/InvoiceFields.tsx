import { CAlert, CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { invoiceFieldsSchema, invoiceFileProblem } from '@contract/orders/order.api';
import { DateInput } from '@web/components/DateInput';
import type { InvoiceForm } from '../orders.api';

/** Spec §5: PDF only; number, date and file required. */
export function validateInvoice(values: InvoiceForm): FormikErrors<InvoiceForm> {
  const problems = (fieldErrors(invoiceFieldsSchema, values) ?? {}) as FormikErrors<InvoiceForm>;
  const file = invoiceFileProblem(values.file ? { name: values.file.name, size: values.file.size } : null);
  return file ? { ...problems, file } : problems;
}

/** Invoice number, date and the PDF. A failed upload keeps what was entered (the dialog keeps the form). */
export function InvoiceFields({ form, replacing }: { form: FormikProps<InvoiceForm>; replacing: boolean }) {
  const { t } = useTranslation();
  const problem = (name: keyof InvoiceForm) => (form.submitCount > 0 || form.touched[name] ? (form.errors[name] as string | undefined) : undefined);
  return (
    <div data-testid="invoice-form">
      {replacing ? <CAlert color="info">{t('orders.invoice.replace')}</CAlert> : null}
      <div className="mb-3">
        <CFormLabel htmlFor="invoice-number">{t('orders.invoice.number')}</CFormLabel>
        <CFormInput id="invoice-number" name="number" value={form.values.number} onChange={form.handleChange} invalid={Boolean(problem('number'))} />
        {problem('number') ? <CFormFeedback invalid>{t(problem('number')!)}</CFormFeedback> : null}
      </div>
      <div className="mb-3">
        <CFormLabel htmlFor="invoice-date">{t('orders.invoice.date')}</CFormLabel>
        <DateInput
          id="invoice-date"
          name="date"
          value={form.values.date}
          onValueChange={(value) => void form.setFieldValue('date', value)}
          onBlur={() => void form.setFieldTouched('date', true)}
          invalid={Boolean(problem('date'))}
        />
        {problem('date') ? <CFormFeedback invalid>{t(problem('date')!)}</CFormFeedback> : null}
      </div>
      <div className="mb-0">
        <CFormLabel htmlFor="invoice-file">{t('orders.invoice.file')}</CFormLabel>
        <CFormInput
          id="invoice-file"
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          invalid={Boolean(problem('file'))}
          onChange={(event) => {
            void form.setFieldValue('file', (event.target as HTMLInputElement).files?.[0] ?? null);
            void form.setFieldTouched('file', true, false);
          }}
        />
        {problem('file') ? (
          <CFormFeedback invalid data-testid="invoice-file-error">
            {t(problem('file')!)}
          </CFormFeedback>
        ) : null}
      </div>
    </div>
  );
}
