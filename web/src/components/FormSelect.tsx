import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useFormFieldState } from './form-field-state';
import { FieldNotes } from './FieldNotes';

export interface FormSelectOption {
  value: string;
  /** i18n key of the option's text, or `label` for options that are data (a category's name). */
  labelKey?: string;
  label?: string;
}

interface FormSelectProps {
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  options: readonly FormSelectOption[];
  /** i18n key of a first, empty option (e.g. "None"); leave out for none. */
  emptyKey?: string;
  hintKey?: string;
  disabled?: boolean;
}

/** A labelled Formik select; the schema's message keys are translated here, like FormField. */
export function FormSelect({ name, labelKey, options, emptyKey, hintKey, disabled }: FormSelectProps) {
  const { t } = useTranslation();
  const { field, meta, invalid, describedBy } = useFormFieldState(name);
  const id = `field-${name}`;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <CFormSelect
        {...field}
        value={field.value ?? ''}
        id={id}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy(id, Boolean(hintKey))}
        disabled={disabled}
      >
        {emptyKey ? <option value="">{t(emptyKey)}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.labelKey ? t(option.labelKey) : option.label}
          </option>
        ))}
      </CFormSelect>
      <FieldNotes id={id} hintKey={hintKey} error={invalid ? (meta.error ?? '') : null} />
    </div>
  );
}
