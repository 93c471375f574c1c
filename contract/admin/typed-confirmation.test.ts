import { confirmationTextOf, isConfirmedBy, typedConfirmationField, typedConfirmationRefusal } from './typed-confirmation';

describe('typed confirmation', () => {
  it('confirms a name by itself, a count by its digits', () => {
    expect(confirmationTextOf({ kind: 'name', name: '  Anadolu   Tekstil ' })).toBe('Anadolu Tekstil');
    expect(confirmationTextOf({ kind: 'count', count: 12 })).toBe('12');
  });

  it('takes the text with spaces around or doubled, but not another case or another text', () => {
    expect(isConfirmedBy('Anadolu Tekstil', ' Anadolu  Tekstil ')).toBe(true);
    expect(isConfirmedBy('Anadolu Tekstil', 'anadolu tekstil')).toBe(false);
    expect(isConfirmedBy('12', '13')).toBe(false);
    expect(isConfirmedBy('12', undefined)).toBe(false);
  });

  it('never confirms an empty target', () => {
    expect(isConfirmedBy('', '')).toBe(false);
    expect(isConfirmedBy('  ', ' ')).toBe(false);
  });

  it('refuses with one code on the confirmation field, and nothing when confirmed', () => {
    expect(typedConfirmationRefusal('Şahin Ltd', 'Sahin Ltd')).toEqual({
      code: 'typedConfirmationMismatch',
      fields: { confirmation: 'errors.typedConfirmationMismatch' },
    });
    expect(typedConfirmationRefusal('Şahin Ltd', 'Şahin Ltd')).toBeNull();
  });

  it('reads a missing field as empty and refuses a text too long', () => {
    expect(typedConfirmationField.validateSync(undefined)).toBe('');
    expect(() => typedConfirmationField.validateSync('x'.repeat(201))).toThrow('validation.textTooLong');
  });
});
