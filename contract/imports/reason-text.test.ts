import { reasonLanguageOf, reasonParamsIn } from './reason-text';
import { reasonTexts } from './reason-texts';

const texts = reasonTexts({
  en: { validation: { required: 'Required.' }, imports: { reasons: { priceOverMax: 'Over {{max}} USD ({{usd}}).' } } },
  tr: { validation: { required: 'Zorunlu.' }, imports: { reasons: {} } },
});

describe('import reason texts', () => {
  it('puts the column first, fills parameters, and falls back to English, then to the key', () => {
    expect(texts.reasonText('tr', { code: 'validation.required', column: 'SKU' })).toBe('SKU: Zorunlu.');
    expect(texts.reasonText('en', { code: 'imports.reasons.priceOverMax', column: 'Price', params: { max: 10000, usd: 12500.5 } })).toBe(
      'Price: Over 10,000 USD (12,500.5).',
    );
    expect(texts.reasonText('en', { code: 'imports.reasons.unheardOf' })).toBe('imports.reasons.unheardOf');
    expect(
      texts.reasonsText('en', [
        { code: 'validation.required', column: 'SKU' },
        { code: 'validation.required', column: 'Price' },
      ]),
    ).toBe('SKU: Required.; Price: Required.');
  });

  it("writes the numbers of a reason as the reader's language does, an id and a text as they are", () => {
    expect(texts.reasonText('tr', { code: 'imports.reasons.priceOverMax', column: 'Fiyat', params: { max: 10000, usd: 12500.5 } })).toBe(
      'Fiyat: Over 10.000 USD (12.500,5).',
    );
    expect(reasonParamsIn('tr', { current: 1234.567, categoryId: 10234, value: '2,000' })).toEqual({
      current: '1.234,57',
      categoryId: '10234',
      value: '2,000',
    });
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
