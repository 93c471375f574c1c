import { companyAddressesSchema } from '@contract/company/company.schemas';
import { bankValues, hasErrors, nestedErrors, validateWith } from './section-form';
import { companyProfileFixture } from './company-profile-fixture';

describe('company info section forms', () => {
  it('turns the schema’s flat paths into Formik’s nested errors', () => {
    expect(nestedErrors({ 'billing.city': 'validation.fillOutField', iban: 'x' })).toEqual({ billing: { city: 'validation.fillOutField' }, iban: 'x' });
    expect(nestedErrors(null)).toEqual({});
    expect(hasErrors({ billing: { city: '' }, delivery: {} })).toBe(false);
    expect(hasErrors({ billing: { city: 'validation.fillOutField' } })).toBe(true);
  });

  it('validates with the contract’s schema: an emptied city is refused', () => {
    const profile = companyProfileFixture();
    const validate = validateWith(companyAddressesSchema);
    expect(validate(profile.addresses)).toEqual({});
    expect(validate({ ...profile.addresses, billing: { ...profile.addresses.billing, city: ' ' } })).toEqual({ billing: { city: 'validation.fillOutField' } });
  });

  it('starts the bank tab without a key, and without the masked one', () => {
    const values = bankValues(companyProfileFixture());
    expect(values).toMatchObject({ changeKey: false, paymentProviderKey: '' });
    expect(values).not.toHaveProperty('paymentProviderKeyLast4');
  });
});
