import { describe, expect, it } from 'vitest';
import { bookmarkableIds, bookmarksAnswer, mainSearchAnswer, PAGES_GROUP_TITLE } from './navigation';
import type { Subject } from '../permissions';

const seller: Subject = { role: 'user', securityGroups: [], flags: { productValidation: false, version2: false }, hasAdminSession: false };
const admin: Subject = { role: 'admin', securityGroups: ['CurrencyRateList'], flags: { productValidation: false, version2: false }, hasAdminSession: false };

describe('navigation answers', () => {
  it('lists only pages the subject may open', () => {
    const ids = bookmarkableIds(seller);
    expect(ids.has('orders')).toBe(true);
    expect(ids.has('productValidation')).toBe(false);
    expect(ids.has('adminCompanies')).toBe(false);
    expect(bookmarkableIds(admin).has('currencyTools')).toBe(true);
    expect(bookmarkableIds(null).size).toBe(0);
  });

  it('marks starred and overflow pages and drops ones no longer allowed', () => {
    const answer = bookmarksAnswer(seller, { starred: ['orders', 'adminCompanies'], overflow: ['brands'] });
    expect(answer.starred).toEqual(['orders', 'brands']);
    expect(answer.overflow).toEqual([]);
    expect(answer.searchResult.find((b) => b.id === 'orders')).toEqual({
      id: 'orders',
      target: 'orders',
      title: 'routes.orders',
      link: '/orders',
      icon: 'cilCart',
      starred: true,
    });
    expect(
      answer.searchResult
        .filter((b) => b.starred)
        .map((b) => b.id)
        .sort(),
    ).toEqual(['brands', 'orders']);
  });

  it('answers one pages group for the main search', () => {
    const [group, ...rest] = mainSearchAnswer(seller).searchResult;
    expect(rest).toEqual([]);
    expect(group?.groupTitle).toBe(PAGES_GROUP_TITLE);
    expect(group?.data.map((item) => item.id)).toEqual([...bookmarkableIds(seller)]);
  });
});
