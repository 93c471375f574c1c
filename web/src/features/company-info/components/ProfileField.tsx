import { CCol, CFormFeedback, CFormInput, CFormLabel, CFormTextarea } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

interface ProfileFieldProps {
  /** The Formik path: 'legalName', 'billing.city'. */
  name: string;
  /** i18n key of the visible label. */
  labelKey: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'password';
  autoComplete?: string;
  hintKey?: string;
  multiline?: boolean;
  /** Not required by the schema: the label says so. */
  optional?: boolean;
  md?: number;
}

/** One labelled input of a profile tab, in a grid column, with its error ('Please fill out this field.') under it. */
export function ProfileField({ name, labelKey, type = 'text', autoComplete, hintKey, multiline = false, optional = false, md = 6 }: ProfileFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `company-${name.replace(/\./g, '-')}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy = [hintKey ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = { ...field, value: field.value ?? '', id, invalid, 'aria-invalid': invalid, 'aria-describedby': describedBy, 'data-testid': `field-${name}` };
  return (
    <CCol md={md} className="mb-3">
      <CFormLabel htmlFor={id}>
        {t(labelKey)}
        {optional ? <span className="text-body-secondary small ms-1">{t('companyInfo.optional')}</span> : null}
      </CFormLabel>
      {multiline ? <CFormTextarea {...shared} rows={2} /> : <CFormInput {...shared} type={type} autoComplete={autoComplete} />}
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey)}
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
