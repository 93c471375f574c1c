import { changeLanguage, currentLanguage, i18n, translateTitle } from './i18n';

describe('i18n', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('starts in English (the test setup loads both bundles)', () => {
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('routes.orders')).toBe('Orders');
    expect(i18n.getResourceBundle('tr', 'translation')).toBeTruthy();
  });

  it('switches without a reload, keeps the choice and sets <html lang>', async () => {
    await changeLanguage('tr');
    expect(i18n.t('routes.orders')).toBe('Siparişler');
    expect(localStorage.getItem('uiLang')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('translates page titles given as full keys or route ids, and leaves plain text alone', () => {
    expect(translateTitle('routes.claims')).toBe('Claims');
    expect(translateTitle('claims')).toBe('Claims');
    expect(translateTitle('Order 123')).toBe('Order 123');
  });
});

describe('numbers in texts', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('writes a count in the language’s number format', async () => {
    expect(i18n.t('reconciliation.period.lineCount', { count: 1672 })).toBe('1,672 lines');
    expect(i18n.t('menu.counts.activeProducts', { count: 1673 })).toBe('1,673 active products');
    await changeLanguage('tr');
    expect(i18n.t('reconciliation.period.lineCount', { count: 1672 })).toBe('1.672 satır');
    expect(i18n.t('productValidation.summary', { count: 1200, checked: 34567 })).toBe('1.200 üründe doğrulama hatası var (34.567 ürün kontrol edildi).');
  });

  it('keeps the plural form chosen by the count', () => {
    expect(i18n.t('reconciliation.period.lineCount', { count: 1 })).toBe('1 line');
  });
});
