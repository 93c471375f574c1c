import { groupIban, isIban } from './company.rules';
import { IBAN_EXAMPLE_COUNTRIES, ibanExampleOf } from './iban-examples';

describe('IBAN examples', () => {
  it.each(IBAN_EXAMPLE_COUNTRIES)('%s: a valid IBAN of its own country', (country) => {
    const example = ibanExampleOf(country);
    expect(example?.slice(0, 2)).toBe(country);
    expect(isIban(example ?? '')).toBe(true);
  });

  it('has none for a country without IBANs, and reads the code in any case', () => {
    expect(ibanExampleOf('CN')).toBeNull();
    expect(ibanExampleOf(null)).toBeNull();
    expect(ibanExampleOf('ae')).toBe('AE070331234567890123456');
  });

  it('groups an IBAN in fours, whatever spacing and case it was typed with', () => {
    expect(groupIban('tr33 00061005197864 578413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(groupIban('AE070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
    expect(groupIban('')).toBe('');
  });
});
