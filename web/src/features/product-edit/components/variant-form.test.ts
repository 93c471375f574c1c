import { fixtureVariant } from './product-edit-fixture';
import { variantBody, variantFormValues } from './variant-form';

describe('variant form values', () => {
  it('fills the price inputs of a stored variant with two decimals', () => {
    const values = variantFormValues([], { ...fixtureVariant(1, 'SKU-1'), price: 1399.9, retailPrice: 1500 });
    expect(values.price).toBe('1399.90');
    expect(values.retailPrice).toBe('1500.00');
    expect(values.stock).toBe(4);
  });

  it('leaves a new variant’s prices empty and sends stored prices back as numbers', () => {
    expect(variantFormValues([], null).price).toBe('');
    const variant = { ...fixtureVariant(1, 'SKU-1'), price: 1399.9, retailPrice: 1500 };
    const body = variantBody(variantFormValues([], variant), variant);
    expect(body.price).toBe(1399.9);
    expect(body.retailPrice).toBe(1500);
  });
});
