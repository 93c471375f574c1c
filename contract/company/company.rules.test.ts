import { describe, expect, it } from 'vitest';
import { ibanCheckDigits, isEmail, isIban, isLatinName, isPhone, isSwift, logoFileProblem, maskedKey, normalizeIban } from './company.rules';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);

describe('company rules', () => {
  it('checks an IBAN by its mod-97 check digits, spaces and case aside', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('tr330006100519786457841326')).toBe(true);
    expect(isIban('GB83WEST12345698765432')).toBe(false);
    expect(isIban('TR33000610051978645784132')).toBe(false);
    expect(isIban('1234')).toBe(false);
    expect(normalizeIban('gb82 west 1234')).toBe('GB82WEST1234');
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
  });

  it('checks SWIFT codes of 8 or 11 characters', () => {
    expect(isSwift('DEUTDEFF')).toBe(true);
    expect(isSwift('deutdeff500')).toBe(true);
    expect(isSwift('DEUTDEF')).toBe(false);
    expect(isSwift('DEUTDEFF5001')).toBe(false);
    expect(isSwift('1EUTDEFF')).toBe(false);
  });

  it('takes names in the Latin alphabet only (spec §5)', () => {
    expect(isLatinName('Ayse Yilmaz')).toBe(true);
    expect(isLatinName("O'Brien-Smith")).toBe(true);
    expect(isLatinName('Ayşe')).toBe(false);
    expect(isLatinName('محمد')).toBe(false);
    expect(isLatinName('Li3')).toBe(false);
  });

  it('checks e-mails and phone numbers by their shape', () => {
    expect(isEmail('info@anadolu.example')).toBe(true);
    expect(isEmail('info@anadolu')).toBe(false);
    expect(isPhone('+90 (212) 555-01-23')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('+90 212 abc')).toBe(false);
  });

  it('masks a saved key to its last four characters', () => {
    expect(maskedKey('abcd')).toBe('•••• abcd');
    expect(maskedKey(null)).toBe('');
  });

  it('takes a jpg, jpeg or png logo of at most 400,000 bytes whose first bytes match', () => {
    expect(logoFileProblem({ name: 'logo.png', size: 400_000, head: PNG_HEAD })).toBeNull();
    expect(logoFileProblem({ name: 'logo.jpeg', size: 1000, head: JPG_HEAD })).toBeNull();
    expect(logoFileProblem({ name: 'logo.png', size: 400_001, head: PNG_HEAD })).toBe('companyInfo.validation.logoTooLarge');
    expect(logoFileProblem({ name: 'logo.webp', size: 1000 })).toBe('companyInfo.validation.logoExtension');
    expect(logoFileProblem({ name: 'logo.png', size: 1000, head: JPG_HEAD })).toBe('validation.imageContent');
  });
});
