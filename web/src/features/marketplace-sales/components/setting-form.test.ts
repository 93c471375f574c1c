import { settingBody, settingValues, validateSetting, type SettingValues } from './setting-form';

const values = (patch: Partial<SettingValues> = {}): SettingValues => ({
  enabled: true,
  rate: 10,
  shippingProvider: 'aras',
  refundMethod: 'returnToSeller',
  translateToEnglish: false,
  ...patch,
});

describe('the setting form', () => {
  it('holds no provider as an empty choice, and sends it as null', () => {
    const form = settingValues({
      marketplace: 'trendyol',
      enabled: false,
      rate: 15,
      shippingProvider: null,
      refundMethod: 'destroy',
      translateToEnglish: true,
      globallyConfigured: true,
      updatedAt: null,
    });
    expect(form).toEqual({ enabled: false, rate: 15, shippingProvider: '', refundMethod: 'destroy', translateToEnglish: true });
    expect(validateSetting(form)).toEqual({ shippingProvider: 'validation.shippingProviderRequired' });
  });

  it('refuses an empty or zero rate with the spec message, and casts a good one', () => {
    expect(validateSetting(values({ rate: '' }))).toEqual({ rate: 'validation.rateAboveZero' });
    expect(validateSetting(values({ rate: 0 }))).toEqual({ rate: 'validation.rateAboveZero' });
    expect(validateSetting(values({ rate: 0.5 }))).toEqual({});
    expect(settingBody(values({ rate: 7.25 }))).toEqual({
      enabled: true,
      rate: 7.25,
      shippingProvider: 'aras',
      refundMethod: 'returnToSeller',
      translateToEnglish: false,
    });
  });

  it('holds the rate to the cap that applies, a rate equal to it allowed', () => {
    expect(validateSetting(values({ rate: 25.5 }), 25)).toEqual({ rate: 'marketplaceSales.rateAboveCap' });
    expect(validateSetting(values({ rate: 25 }), 25)).toEqual({});
    expect(validateSetting(values({ rate: 0 }), 25)).toEqual({ rate: 'validation.rateAboveZero' });
  });
});
