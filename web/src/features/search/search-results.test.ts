import type { SearchGroup } from '@contract/search';
import { numberResults, searchResults } from './search-results';

const items = Array.from({ length: 130 }, (_, i) => ({ id: `p${i}`, target: `p${i}`, title: `Page ${i}`, link: `/p${i}`, icon: 'cilList' }));
const groups: SearchGroup[] = [{ groupTitle: 'Pages', searchLimit: 4, data: items }];
const same = (text: string) => text;

describe('search results', () => {
  it('lists up to 100 pages with an empty box', () => {
    expect(searchResults(groups, '', same, 'en')[0]?.items).toHaveLength(100);
    expect(searchResults(groups, '   ', same, 'en')[0]?.items).toHaveLength(100);
  });

  it('suggests at most 6 pages while typing', () => {
    const typed = searchResults(groups, 'page 1', same, 'en')[0]?.items ?? [];
    expect(typed).toHaveLength(6);
    expect(typed.every((item) => item.title.startsWith('Page 1'))).toBe(true);
  });

  it('matches the translated title in the user language, Turkish letters included', () => {
    const turkish: SearchGroup[] = [
      {
        groupTitle: 'search',
        searchLimit: 6,
        data: [
          { id: 'orders', target: 'orders', title: 'routes.orders', link: '/orders', icon: 'cilCart' },
          { id: 'questions', target: 'questions', title: 'routes.questions', link: '/questions', icon: 'cilChatBubble' },
        ],
      },
    ];
    const translate = (title: string) => ({ 'routes.orders': 'Siparişler', 'routes.questions': 'Müşteri Soruları', search: 'Sayfalar' })[title] ?? title;
    const found = searchResults(turkish, 'SIPARIŞ', translate, 'tr');
    expect(found).toEqual([{ title: 'Sayfalar', items: [turkish[0]?.data[0]] }]);
    expect(searchResults(turkish, 'zzz', translate, 'tr')).toEqual([]);
  });

  it('numbers results across groups for keyboard moves', () => {
    const numbered = numberResults([
      { title: 'A', items: items.slice(0, 2) },
      { title: 'B', items: items.slice(2, 3) },
    ]);
    expect(numbered.flatMap((group) => group.items.map((entry) => entry.position))).toEqual([0, 1, 2]);
  });
});
