import { filterItems, searchLimit } from './search';

const items = Array.from({ length: 150 }, (_, i) => `Sipariş ${i}`);

describe('search', () => {
  it('limits suggestions to 6 while typing and 100 when browsing', () => {
    expect(searchLimit('')).toBe(100);
    expect(searchLimit('or')).toBe(6);
    expect(filterItems(items, '', (x) => x, 'tr')).toHaveLength(100);
    expect(filterItems(items, 'sipariş', (x) => x, 'tr')).toHaveLength(6);
  });

  it('matches without case or accents, Turkish dotless i included', () => {
    expect(filterItems(['Kargo İşlemleri', 'Faturalar'], 'islem', (x) => x, 'tr')).toEqual(['Kargo İşlemleri']);
    expect(filterItems(['Sipariş'], 'SIPARIS', (x) => x, 'tr')).toEqual(['Sipariş']);
  });
});
