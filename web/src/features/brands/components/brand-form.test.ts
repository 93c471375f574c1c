import type { Brand } from '@contract/catalog/taxonomy.types';
import { brandBody, brandFormValues, validateBrandForm } from './brand-form';

const brand: Brand = {
  id: 7,
  companyId: 1001,
  name: 'Anadolu',
  remoteId: 'R-1',
  status: 'active',
  imageUrl: null,
  crossings: [
    { marketplace: 'trendyol', remoteBrandId: 'TY-1', remoteBrandName: 'ANADOLU', status: 'crossed', date: '2026-01-01T00:00:00.000Z' },
    { marketplace: 'noon-ae', remoteBrandId: 'an', remoteBrandName: 'Anadolu', status: 'uncrossed', date: '2026-01-02T00:00:00.000Z' },
  ],
};

describe('the brand form', () => {
  it('has one row per marketplace, ticked where the brand is crossed now', () => {
    const values = brandFormValues(brand);
    expect(values.crossings.trendyol).toEqual({ crossed: true, remoteBrandId: 'TY-1', remoteBrandName: 'ANADOLU' });
    expect(values.crossings['noon-ae'].crossed).toBe(false);
    expect(values.crossings.hepsiburada).toEqual({ crossed: false, remoteBrandId: '', remoteBrandName: '' });
    expect(brandBody(values)).toEqual({
      name: 'Anadolu',
      remoteId: 'R-1',
      status: 'active',
      imageUrl: null,
      crossings: [{ marketplace: 'trendyol', remoteBrandId: 'TY-1', remoteBrandName: 'ANADOLU' }],
    });
  });

  it("puts a crossing's problem on its marketplace's row", () => {
    const values = brandFormValues(null);
    values.crossings['noon-sa'] = { crossed: true, remoteBrandId: '', remoteBrandName: 'X' };
    expect(validateBrandForm(values)).toEqual({ name: 'validation.fillOutField', crossings: { 'noon-sa': { remoteBrandId: 'validation.fillOutField' } } });
  });
});
