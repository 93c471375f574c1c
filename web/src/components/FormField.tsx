import { CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'date';
  /** For a date: the first day the picker offers (`YYYY-MM-DD`); an earlier typed day is still the schema's to refuse. */
  min?: string;
  autoComplete?: string;
  /** i18n key of a hint shown under the field (and announced with it). */
  hintKey?: string;
  hintValues?: Record<string, string | number>;
  autoFocus?: boolean;
}

/** A labelled Formik input; the schema's message keys are translated here. */
export function FormField({ name, labelKey, type = 'text', min, autoComplete, hintKey, hintValues, autoFocus }: FormFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [hintKey ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <CFormInput
        {...field}
        id={id}
        type={type}
        min={min}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey, hintValues ?? {})}
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
