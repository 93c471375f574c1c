import { useMemo } from 'react';
import { CAlert, CButton, CCard, CCardBody, CCol, CForm, CRow, CSpinner } from '@coreui/react';
import { FieldArray, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Translation } from '@contract/catalog/catalog.types';
import { translationsBodySchema, type ProductEditAnswer } from '@contract/catalog/product.api';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { localeOf } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { TranslationsInput } from '../product-edit.api';
import { EditField, type FieldOption } from './EditField';
import { ServerFieldErrors } from './ServerFieldErrors';
import { useVariantParam, VariantPicker } from './VariantPicker';

/** Languages offered for translations (ISO 639-1); a stored code not in the list stays choosable. */
export const TRANSLATION_LANGUAGES = [
  'en',
  'tr',
  'ar',
  'zh',
  'de',
  'fr',
  'es',
  'it',
  'ru',
  'nl',
  'pl',
  'ro',
  'el',
  'bg',
  'uk',
  'az',
  'fa',
  'ur',
  'hi',
  'ja',
  'ko',
  'pt',
  'he',
  'kk',
] as const;

function languageOptions(current: readonly Translation[], locale: string): FieldOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const codes = [...new Set([...TRANSLATION_LANGUAGES, ...current.map((translation) => translation.language)])];
  return codes.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}

interface TranslationsValues {
  translations: Translation[];
}

export interface TranslationsTabProps {
  detail: ProductEditAnswer;
  command: CommandView;
  onSave: (input: TranslationsInput) => void;
}

/** The product's or one variant's name and description per language (spec §5: at least 10 characters, 1 in Chinese). */
export function TranslationsTab({ detail, command, onSave }: TranslationsTabProps) {
  const { t, i18n } = useTranslation();
  const [variant, choose] = useVariantParam(detail.variants, true);
  const stored = variant ? variant.translations : detail.product.translations;
  const initialValues = useMemo<TranslationsValues>(() => ({ translations: stored.map((translation) => ({ ...translation })) }), [stored]);
  const options = useMemo(() => languageOptions(stored, localeOf(i18n.language === 'tr' ? 'tr' : 'en')), [stored, i18n.language]);
  return (
    <div data-testid="translations-tab">
      <VariantPicker
        labelKey="productEdit.translations.of"
        variants={detail.variants}
        value={variant}
        onChange={choose}
        noneKey="productEdit.translations.product"
      />
      <p className="form-text">{t('productEdit.translations.hint')}</p>
      <Formik<TranslationsValues>
        key={variant?.id ?? 'product'}
        enableReinitialize
        initialValues={initialValues}
        validationSchema={translationsBodySchema}
        onSubmit={(values) => onSave({ variantId: variant?.id ?? null, translations: translationsBodySchema.cast(values).translations })}
      >
        {(form) => (
          <CForm noValidate onSubmit={form.handleSubmit} data-testid="translations-form">
            <ServerFieldErrors failure={command.error} />
            <FieldArray name="translations">
              {(rows) => (
                <>
                  {form.values.translations.length === 0 ? (
                    <p className="text-body-secondary" data-testid="translations-empty">
                      {t('productEdit.translations.none')}
                    </p>
                  ) : null}
                  {form.values.translations.map((_translation, index) => (
                    <CCard key={index} className="mb-3" data-testid={`translation-${index}`}>
                      <CCardBody>
                        <CRow>
                          <CCol md={3}>
                            <EditField name={`translations.${index}.language`} kind="select" options={options} labelKey="productEdit.translations.language" />
                          </CCol>
                          <CCol md={7}>
                            <EditField name={`translations.${index}.name`} labelKey="productEdit.translations.name" />
                          </CCol>
                          <CCol md={2} className="d-flex align-items-start pt-md-4">
                            <CButton color="danger" variant="ghost" size="sm" className="mt-md-2" onClick={() => rows.remove(index)}>
                              {t('productEdit.translations.remove')}
                            </CButton>
                          </CCol>
                          <CCol xs={12}>
                            <EditField
                              name={`translations.${index}.description`}
                              kind="textarea"
                              labelKey="productEdit.translations.description"
                              className="mb-0"
                            />
                          </CCol>
                        </CRow>
                      </CCardBody>
                    </CCard>
                  ))}
                  <CButton
                    color="secondary"
                    variant="outline"
                    size="sm"
                    className="mb-3"
                    data-testid="translation-add"
                    onClick={() =>
                      rows.push({
                        language: TRANSLATION_LANGUAGES.find((code) => !form.values.translations.some((row) => row.language === code)) ?? 'en',
                        name: '',
                        description: '',
                      })
                    }
                  >
                    {t('productEdit.translations.add')}
                  </CButton>
                </>
              )}
            </FieldArray>
            {typeof form.errors.translations === 'string' && form.submitCount > 0 ? <CAlert color="danger">{t(form.errors.translations)}</CAlert> : null}
            {command.error ? <ErrorAlert error={command.error} /> : null}
            <div>
              <CButton type="submit" color="primary" disabled={command.submitting} data-testid="translations-save">
                {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                {t('productEdit.translations.save')}
              </CButton>
            </div>
          </CForm>
        )}
      </Formik>
    </div>
  );
}
