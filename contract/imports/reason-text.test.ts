import { reasonLanguageOf, reasonTexts } from './reason-text';

const texts = reasonTexts({
  en: { validation: { required: 'Required.' }, imports: { reasons: { priceOverMax: 'Over {{max}} USD ({{usd}}).' } } },
  tr: { validation: { required: 'Zorunlu.' }, imports: { reasons: {} } },
});

describe('import reason texts', () => {
  it('puts the column first, fills parameters, and falls back to English, then to the key', () => {
    expect(texts.reasonText('tr', { code: 'validation.required', column: 'SKU' })).toBe('SKU: Zorunlu.');
    expect(texts.reasonText('tr', { code: 'imports.reasons.priceOverMax', column: 'Price', params: { max: 10000, usd: 12500.5 } })).toBe(
      'Price: Over 10000 USD (12500.5).',
    );
    expect(texts.reasonText('en', { code: 'imports.reasons.unheardOf' })).toBe('imports.reasons.unheardOf');
    expect(
      texts.reasonsText('en', [
        { code: 'validation.required', column: 'SKU' },
        { code: 'validation.required', column: 'Price' },
      ]),
    ).toBe('SKU: Required.; Price: Required.');
  });

  it('reads the language from what the upload said', () => {
    expect([reasonLanguageOf('tr'), reasonLanguageOf('tr-TR'), reasonLanguageOf('en'), reasonLanguageOf(undefined), reasonLanguageOf('de')]).toEqual([
      'tr',
      'tr',
      'en',
      'en',
      'en',
    ]);
  });
});
