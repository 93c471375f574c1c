import { CFormFeedback, CFormInput, CFormLabel, CFormSelect, CFormTextarea } from '@coreui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

export interface FieldOption {
  value: string;
  /** Shown as is (data, such as a brand name) unless `labelKey` is given. */
  label?: string;
  labelKey?: string;
}

export interface EditFieldProps {
  name: string;
  labelKey: string;
  kind?: 'text' | 'number' | 'textarea' | 'select';
  options?: readonly FieldOption[];
  /** i18n key of the empty first option of a select; leave out for none. */
  placeholderKey?: string;
  hintKey?: string;
  /** A mark after the label (mandatory attributes). */
  required?: boolean;
  step?: string;
  className?: string;
}

/** One Formik field with its label, a hint, and its problem under it in the interface language. */
export function EditField({
  name,
  labelKey,
  kind = 'text',
  options = [],
  placeholderKey,
  hintKey,
  required = false,
  step,
  className = 'mb-3',
}: EditFieldProps) {
  const { t } = useTranslation();
  const form = useFormikContext<Record<string, unknown>>();
  const id = `edit-${name.replace(/[^\w-]/g, '-')}`;
  const error = getIn(form.errors, name) as unknown;
  const shown = typeof error === 'string' && (Boolean(getIn(form.touched, name)) || form.submitCount > 0) ? error : null;
  const value = getIn(form.values, name) as string | number | null | undefined;
  const describedBy = [hintKey ? `${id}-hint` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    invalid: shown !== null,
    'aria-invalid': shown !== null,
    'aria-describedby': describedBy,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  };
  return (
    <div className={className} data-testid={`field-${name}`}>
      <CFormLabel htmlFor={id}>
        {t(labelKey)}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </CFormLabel>
      {kind === 'textarea' ? <CFormTextarea {...common} rows={3} value={value ?? ''} /> : null}
      {kind === 'select' ? (
        <CFormSelect {...common} value={value === null || value === undefined ? '' : String(value)}>
          {placeholderKey ? <option value="">{t(placeholderKey)}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.labelKey ? t(option.labelKey) : option.label}
            </option>
          ))}
        </CFormSelect>
      ) : null}
      {kind === 'text' || kind === 'number' ? <CFormInput {...common} type={kind} step={step} value={value ?? ''} /> : null}
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey)}
        </div>
      ) : null}
      {shown ? (
        <CFormFeedback invalid id={`${id}-error`} data-testid={`error-${name}`}>
          {t(shown)}
        </CFormFeedback>
      ) : null}
    </div>
  );
}
