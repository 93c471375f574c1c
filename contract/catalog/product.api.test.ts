import { nameIn } from '../localized-name';
import { attributeValueName } from './product.api';
import { parentNames } from './category.rules';

const colour = { values: [{ id: 3001, name: { en: 'Black', tr: 'Siyah' } }] };

describe("a variant's attribute value in the reader's language", () => {
  it("names a list value by the taxonomy's names, whatever text was stored", () => {
    const name = attributeValueName(colour, { valueId: 3001, value: 'Black' });
    expect(nameIn(name, 'tr')).toBe('Siyah');
    expect(nameIn(name, 'en')).toBe('Black');
  });

  it('keeps free text as the seller typed it, in both languages, and is empty without a value', () => {
    expect(attributeValueName(colour, { valueId: null, value: ' Ekru keten ' })).toEqual({ en: 'Ekru keten', tr: 'Ekru keten' });
    expect(attributeValueName(colour, undefined)).toEqual({ en: '', tr: '' });
  });
});

describe("a category's parent names", () => {
  it('are the segment before the last of each path, and none for a root', () => {
    expect(parentNames({ path: { en: 'Fashion > Tops > Shirts', tr: 'Moda > Üst Giyim > Gömlek' } })).toEqual({ en: 'Tops', tr: 'Üst Giyim' });
    expect(parentNames({ path: { en: 'Fashion', tr: 'Moda' } })).toBeNull();
  });
});
