import { CFormFeedback, CFormLabel, CFormTextarea } from '@coreui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFormFieldState } from './form-field-state';

interface FormTextareaProps {
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  rows: number;
}

/** A labelled Formik textarea whose problem shows once it is touched or the form submitted; message keys are translated here. */
export function FormTextarea({ name, labelKey, rows }: FormTextareaProps) {
  const { t } = useTranslation();
  const { submitCount } = useFormikContext();
  const { field, meta } = useFormFieldState(name);
  const id = `field-${name}`;
  const problem = submitCount > 0 || meta.touched ? meta.error : undefined;
  return (
    <div className="mb-0">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <CFormTextarea {...field} id={id} rows={rows} invalid={Boolean(problem)} aria-invalid={Boolean(problem)} />
      {problem ? <CFormFeedback invalid>{t(problem)}</CFormFeedback> : null}
    </div>
  );
}
