/** The Formik side of one marketplace's settings: values as the inputs hold them, checked with the contract's schema. */
import type { FormikErrors } from 'formik';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { MarketplaceSettingBody } from '@contract/catalog/marketplace-settings.api';
import { marketplaceSettingSchema, type MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import { rateCapProblem } from '@contract/admin-rate-caps/rate-cap.rules';

export interface SettingValues {
  enabled: boolean;
  /** '' while the input is empty (Formik's number inputs give '' for no number). */
  rate: number | '';
  /** '' for "none selected". */
  shippingProvider: string;
  refundMethod: string;
  translateToEnglish: boolean;
}

export function settingValues(setting: MarketplaceSetting): SettingValues {
  return {
    enabled: setting.enabled,
    rate: setting.rate,
    shippingProvider: setting.shippingProvider ?? '',
    refundMethod: setting.refundMethod,
    translateToEnglish: setting.translateToEnglish,
  };
}

/** What the schema reads: no provider is null, as the API carries it. */
const asInput = (values: SettingValues) => ({ ...values, shippingProvider: values.shippingProvider || null });

/** Field -> i18n key, from the schema the BFF and the marketplace service check too, and the rate cap they hold it to. */
export function validateSetting(values: SettingValues, rateCap?: number): FormikErrors<SettingValues> {
  const schema = (fieldErrors(marketplaceSettingSchema, asInput(values)) ?? {}) as FormikErrors<SettingValues>;
  const overCap = typeof values.rate === 'number' ? rateCapProblem(values.rate, rateCap) : null;
  return schema.rate || !overCap ? schema : { ...schema, rate: overCap };
}

export function settingBody(values: SettingValues): MarketplaceSettingBody {
  return marketplaceSettingSchema.cast(asInput(values), { stripUnknown: true }) as MarketplaceSettingBody;
}
