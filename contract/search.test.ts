import { filterItems, searchLimit } from './search';

const items = Array.from({ length: 150 }, (_, i) => `Sipariş ${i}`);

describe('search', () => {
  it('limits suggestions to 6 while typing and 100 when browsing', () => {
    expect(searchLimit('')).toBe(100);
    expect(searchLimit('or')).toBe(6);
    expect(filterItems(items, '', (x) => x, 'tr')).toHaveLength(100);
    expect(filterItems(items, 'sipariş', (x) => x, 'tr')).toHaveLength(6);
  });

  it('ranks the start of a title, then whole words, then the start of a word, before a match inside a word', () => {
    const pages = ['Categories', 'Restricted Categories', 'Refunded Orders', 'Orders', 'Order Tools', 'Color Sets'];
    expect(filterItems(pages, 'or', (x) => x)).toEqual(['Orders', 'Order Tools', 'Refunded Orders', 'Categories', 'Restricted Categories', 'Color Sets']);
    expect(filterItems(pages, 'orders', (x) => x)).toEqual(['Orders', 'Refunded Orders']);
    expect(filterItems(['Stock Orders Log', 'Refunded Orders', 'Ordership'], 'orders', (x) => x)).toEqual(['Ordership', 'Stock Orders Log', 'Refunded Orders']);
    expect(filterItems(['İade Talepleri', 'Siparişler', 'Kısmi İade'], 'iade', (x) => x)).toEqual(['İade Talepleri', 'Kısmi İade']);
  });

  it('matches without case or accents, Turkish dotless i included', () => {
    expect(filterItems(['Kargo İşlemleri', 'Faturalar'], 'islem', (x) => x, 'tr')).toEqual(['Kargo İşlemleri']);
    expect(filterItems(['Sipariş'], 'SIPARIS', (x) => x, 'tr')).toEqual(['Sipariş']);
  });
});
