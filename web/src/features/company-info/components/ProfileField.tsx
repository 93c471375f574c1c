import { CCol, CFormFeedback, CFormInput, CFormLabel, CFormTextarea } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@web/components/DateInput';
import { useFormFieldState } from '@web/components/form-field-state';
import { reformatKeepingCaret } from '@web/components/reformat-input';

interface ProfileFieldProps {
  /** The Formik path: 'legalName', 'billing.city'. */
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'password';
  autoComplete?: string;
  hintKey?: string;
  hintValues?: Record<string, string>;
  /** Rewrites the value as it is typed (spaces only, e.g. an IBAN grouped in fours). */
  format?: (value: string) => string;
  multiline?: boolean;
  /** Not required by the schema: the label says so. */
  optional?: boolean;
  md?: number;
}

/** One labelled input of a profile tab, in a grid column, with its error ('Please fill out this field.') under it. */
export function ProfileField(props: ProfileFieldProps) {
  const { name, labelKey, type = 'text', autoComplete, hintKey, hintValues, format, multiline = false, optional = false, md = 6 } = props;
  const { t } = useTranslation();
  const { field, meta, edit, invalid, describedBy } = useFormFieldState(name);
  const id = `company-${name.replace(/\./g, '-')}`;
  const onChange: typeof field.onChange = (event) => {
    if (format && event.target instanceof HTMLInputElement) edit(reformatKeepingCaret(event.target, format));
    else field.onChange(event);
  };
  const shared = {
    ...field,
    onChange,
    value: field.value ?? '',
    id,
    invalid,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, Boolean(hintKey)),
    'data-testid': `field-${name}`,
  };
  return (
    <CCol md={md} className="mb-3">
      <CFormLabel htmlFor={id}>
        {t(labelKey)}
        {optional ? <span className="text-body-secondary small ms-1">{t('companyInfo.optional')}</span> : null}
      </CFormLabel>
      {multiline ? (
        <CFormTextarea {...shared} rows={2} />
      ) : type === 'date' ? (
        <DateInput
          id={id}
          name={name}
          value={shared.value}
          onValueChange={edit}
          onBlur={field.onBlur}
          invalid={invalid}
          describedBy={shared['aria-describedby']}
          autoComplete={autoComplete}
          testId={shared['data-testid']}
        />
      ) : (
        <CFormInput {...shared} type={type} autoComplete={autoComplete} />
      )}
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey, hintValues ?? {})}
        </div>
      ) : null}
      {invalid ? (
        <CFormFeedback invalid id={`${id}-error`} data-testid={`error-${name}`}>
          {t(meta.error ?? '')}
        </CFormFeedback>
      ) : null}
    </CCol>
  );
}
