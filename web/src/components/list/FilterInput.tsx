import { CCol, CFormFeedback, CFormInput, CFormLabel, CFormSelect } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@web/components/DateInput';
import { CompanyFilterInput } from './CompanyFilterInput';
import type { FilterField } from './list-types';

interface FilterInputProps {
  field: FilterField;
  /** i18n key of the field's problem, shown once the user tried to apply (or the URL already held it). */
  problem: string | undefined;
  idPrefix: string;
}

function Described({ id, hintKey, problem }: { id: string; hintKey?: string; problem?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {problem ? (
        <CFormFeedback invalid id={`${id}-error`} className="d-block">
          {t(problem)}
        </CFormFeedback>
      ) : null}
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey)}
        </div>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hintKey: string | undefined, problem: string | undefined) =>
  [problem ? `${id}-error` : null, hintKey ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

function DateRangeInput({ field, problem, idPrefix }: FilterInputProps & { field: Extract<FilterField, { kind: 'dateRange' }> }) {
  const { t } = useTranslation();
  const [from, , fromHelpers] = useField<string>(field.from);
  const [to, , toHelpers] = useField<string>(field.to);
  const id = `${idPrefix}-${field.from}`;
  const described = describedBy(id, field.hintKey, problem);
  return (
    <CCol xs={12} md={6} xl={4}>
      <fieldset aria-describedby={described} style={{ minWidth: 0 }}>
        <legend className="form-label fs-6 mb-2">
          {t(field.labelKey)}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        <div className="d-flex gap-2">
          <div className="flex-fill" style={{ minWidth: 0 }}>
            <CFormLabel htmlFor={id} className="visually-hidden">
              {t('list.filters.from')}
            </CFormLabel>
            <DateInput
              id={id}
              name={from.name}
              value={from.value ?? ''}
              onValueChange={(value) => void fromHelpers.setValue(value)}
              invalid={Boolean(problem)}
              required={field.required ?? false}
              describedBy={described}
              title={t('list.filters.from')}
            />
          </div>
          <div className="flex-fill" style={{ minWidth: 0 }}>
            <CFormLabel htmlFor={`${idPrefix}-${field.to}`} className="visually-hidden">
              {t('list.filters.to')}
            </CFormLabel>
            <DateInput
              id={`${idPrefix}-${field.to}`}
              name={to.name}
              value={to.value ?? ''}
              onValueChange={(value) => void toHelpers.setValue(value)}
              invalid={Boolean(problem)}
              required={field.required ?? false}
              describedBy={described}
              title={t('list.filters.to')}
            />
          </div>
        </div>
        <Described id={id} hintKey={field.hintKey} problem={problem} />
      </fieldset>
    </CCol>
  );
}

function SingleInput({ field, problem, idPrefix }: FilterInputProps & { field: Exclude<FilterField, { kind: 'dateRange' }> }) {
  const { t } = useTranslation();
  const [input] = useField<string>(field.name);
  const id = `${idPrefix}-${field.name}`;
  const common = { ...input, id, invalid: Boolean(problem), 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy(id, field.hintKey, problem) };
  return (
    <CCol xs={12} sm={6} md={4} xl={3}>
      <CFormLabel htmlFor={id}>{t(field.labelKey)}</CFormLabel>
      {field.kind === 'select' ? (
        <CFormSelect {...common}>
          <option value="">{t(field.anyKey ?? 'list.filters.any')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey, option.labelValues ?? {})}
            </option>
          ))}
        </CFormSelect>
      ) : field.kind === 'company' ? (
        <CompanyFilterInput name={field.name} id={id} invalid={Boolean(problem)} describedBy={common['aria-describedby']} />
      ) : (
        <CFormInput {...common} type="text" placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined} />
      )}
      <Described id={id} hintKey={field.hintKey} problem={problem} />
    </CCol>
  );
}

/** One declared filter field as Formik inputs, labelled, with its hint and its problem. */
export function FilterInput(props: FilterInputProps) {
  const { field } = props;
  return field.kind === 'dateRange' ? <DateRangeInput {...props} field={field} /> : <SingleInput {...props} field={field} />;
}
