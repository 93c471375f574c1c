/** The five inputs of one marketplace's settings (spec §3 Marketplace setting), each with its error under it. */
import { CFormFeedback, CFormInput, CFormLabel, CFormSelect, CFormSwitch } from '@coreui/react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { REFUND_METHODS, SHIPPING_PROVIDERS } from '@contract/catalog/marketplace-settings';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { useFormatters } from '@web/lib/format';
import type { SettingValues } from './setting-form';

interface SettingFieldsProps {
  code: MarketplaceCode;
  form: FormikProps<SettingValues>;
  /** The highest rate allowed here (said in the hint, and in the rate's error: `{{cap}}`). */
  rateCap?: number | undefined;
}

export function SettingFields({ code, form, rateCap }: SettingFieldsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cap = rateCap === undefined ? '' : format.number(rateCap);
  const id = (name: keyof SettingValues) => `setting-${code}-${name}`;
  const problem = (name: keyof SettingValues): string | undefined =>
    form.touched[name] || form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined;
  const feedback = (name: keyof SettingValues) => {
    const key = problem(name);
    return key ? (
      <CFormFeedback invalid id={`${id(name)}-error`} data-testid={`error-${name}`}>
        {t(key, { cap })}
      </CFormFeedback>
    ) : null;
  };
  const described = (name: keyof SettingValues, hint = false) =>
    [hint ? `${id(name)}-hint` : null, problem(name) ? `${id(name)}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <CFormSwitch
        className="mb-3"
        id={id('enabled')}
        name="enabled"
        label={t('marketplaceSales.fields.enabled')}
        checked={form.values.enabled}
        onChange={form.handleChange}
      />
      <div className="mb-3">
        <CFormLabel htmlFor={id('rate')}>{t('marketplaceSales.fields.rate')}</CFormLabel>
        <CFormInput
          id={id('rate')}
          name="rate"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={form.values.rate}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={Boolean(problem('rate'))}
          aria-invalid={Boolean(problem('rate'))}
          aria-describedby={described('rate', true)}
        />
        <div id={`${id('rate')}-hint`} className="form-text">
          {rateCap === undefined ? t('marketplaceSales.fields.rateHint') : t('marketplaceSales.fields.rateHintCapped', { cap })}
        </div>
        {feedback('rate')}
      </div>
      <div className="mb-3">
        <CFormLabel htmlFor={id('shippingProvider')}>{t('marketplaceSales.fields.shippingProvider')}</CFormLabel>
        <CFormSelect
          id={id('shippingProvider')}
          name="shippingProvider"
          value={form.values.shippingProvider}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={Boolean(problem('shippingProvider'))}
          aria-invalid={Boolean(problem('shippingProvider'))}
          aria-describedby={described('shippingProvider')}
        >
          <option value="">{t('marketplaceSales.fields.selectShippingProvider')}</option>
          {SHIPPING_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {t(`marketplaceSales.shippingProviders.${provider}`)}
            </option>
          ))}
        </CFormSelect>
        {feedback('shippingProvider')}
      </div>
      <div className="mb-3">
        <CFormLabel htmlFor={id('refundMethod')}>{t('marketplaceSales.fields.refundMethod')}</CFormLabel>
        <CFormSelect
          id={id('refundMethod')}
          name="refundMethod"
          value={form.values.refundMethod}
          onChange={form.handleChange}
          invalid={Boolean(problem('refundMethod'))}
          aria-describedby={described('refundMethod')}
        >
          {REFUND_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`marketplaceSales.refundMethods.${method}`)}
            </option>
          ))}
        </CFormSelect>
        {feedback('refundMethod')}
      </div>
      <CFormSwitch
        id={id('translateToEnglish')}
        name="translateToEnglish"
        label={t('marketplaceSales.fields.translateToEnglish')}
        checked={form.values.translateToEnglish}
        onChange={form.handleChange}
      />
    </>
  );
}
