import { describe, expect, it } from 'vitest';
import { untranslated } from '../localized-name';
import { firstOfEachGroup, foldToday, sortToday, todayCount, todayGroupLink } from './today.order';
import type { TodayGroup, TodayItem } from './today.types';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;

function item(group: TodayGroup, id: number, deadline: number | null): TodayItem {
  return {
    group,
    reason: group === 'questions' ? 'questionWaiting' : 'itemDueToday',
    key: `${group}:${id}`,
    name: untranslated(`${group} ${id}`),
    reference: String(id),
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    urgentMs: null,
    link: `/x/${id}`,
  };
}

describe('sortToday', () => {
  it('puts an item due in 1 h before one due tomorrow, a passed deadline first and no deadline last', () => {
    const tomorrow = item('claims', 1, NOW + 24 * HOUR);
    const inAnHour = item('questions', 2, NOW + HOUR);
    const late = item('shipping', 3, NOW - 2 * HOUR);
    const none = item('messages', 4, null);
    expect(sortToday([none, tomorrow, inAnHour, late]).map((row) => row.key)).toEqual([late.key, inAnHour.key, tomorrow.key, none.key]);
  });

  it('breaks a tie on the deadline by group order, then by key', () => {
    const at = NOW + HOUR;
    expect(sortToday([item('messages', 1, at), item('questions', 2, at), item('shipping', 9, at), item('shipping', 1, at)]).map((row) => row.key)).toEqual([
      'shipping:1',
      'shipping:9',
      'questions:2',
      'messages:1',
    ]);
  });
});

describe('foldToday', () => {
  it('keeps each group to its limit and folds the rest into one row where its next item stood', () => {
    const questions = Array.from({ length: 15 }, (_, at) => item('questions', at, NOW + at * HOUR));
    const claim = item('claims', 99, NOW + 30 * HOUR);
    const rows = foldToday(sortToday([...questions, claim]), 3);
    expect(rows).toHaveLength(5);
    expect(rows.slice(0, 3).map((row) => (row.kind === 'item' ? row.item.key : row.kind))).toEqual(['questions:0', 'questions:1', 'questions:2']);
    expect(rows[3]).toEqual({ kind: 'more', group: 'questions', count: 12, link: todayGroupLink('questions') });
    expect(rows[4]).toEqual({ kind: 'item', item: claim });
  });

  it('folds nothing within the limit, and an empty list stays empty', () => {
    expect(foldToday([item('claims', 1, NOW)], 3)).toEqual([{ kind: 'item', item: item('claims', 1, NOW) }]);
    expect(foldToday([])).toEqual([]);
  });
});

describe('firstOfEachGroup', () => {
  it('keeps what the list shows of a big seller’s thousands, and folds it as the whole list would be folded', () => {
    const questions = Array.from({ length: 4000 }, (_, at) => item('questions', at, NOW + at * HOUR));
    const sorted = sortToday([...questions, item('claims', 99, NOW + 30 * HOUR)]);
    const { items, totals } = firstOfEachGroup(sorted, 3);
    expect(items.map((kept) => kept.key)).toEqual(['questions:0', 'questions:1', 'questions:2', 'claims:99']);
    expect(totals).toEqual({ questions: 4000, claims: 1 });
    expect(todayCount(items, totals)).toBe(4001);
    expect(foldToday(items, 3, totals)).toEqual(foldToday(sorted, 3));
  });
});

describe('todayGroupLink', () => {
  it('opens each group on the tab where it is worked through', () => {
    expect(todayGroupLink('questions')).toBe('/questions?tab=awaitingSeller');
    expect(todayGroupLink('claims')).toBe('/claims?tab=waiting');
    expect(todayGroupLink('invoices')).toBe('/packages?tab=awaitingInvoice');
    expect(todayGroupLink('shipping')).toBe('/orders?tab=delayed');
  });
});
