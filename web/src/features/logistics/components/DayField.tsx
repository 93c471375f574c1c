import { CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

interface DayFieldProps {
  name: string;
  labelKey: string;
  /** The first day the picker offers (`YYYY-MM-DD`); typing an earlier one is still checked by the schema. */
  min?: string;
  hint?: string;
}

/** A labelled Formik date input holding `YYYY-MM-DD`; the schema's message keys are translated here. */
export function DayField({ name, labelKey, min, hint }: DayFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <CFormInput {...field} id={id} type="date" min={min} invalid={invalid} aria-invalid={invalid} aria-describedby={describedBy} />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <CFormFeedback invalid id={`${id}-error`}>
          {t(meta.error ?? '')}
        </CFormFeedback>
      ) : null}
    </div>
  );
}
