import { CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './DateInput';
import { useFormFieldState } from './form-field-state';
import { FieldNotes } from './FieldNotes';

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
  const { field, meta, edit, invalid, describedBy } = useFormFieldState(name);
  const id = `field-${name}`;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      {type === 'date' ? (
        <DateInput
          id={id}
          name={name}
          value={field.value ?? ''}
          onValueChange={edit}
          onBlur={field.onBlur}
          min={min}
          invalid={invalid}
          describedBy={describedBy(id, Boolean(hintKey))}
        />
      ) : (
        <CFormInput
          {...field}
          id={id}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          invalid={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, Boolean(hintKey))}
        />
      )}
      <FieldNotes id={id} hintKey={hintKey} hintValues={hintValues} error={invalid ? (meta.error ?? '') : null} />
    </div>
  );
}
