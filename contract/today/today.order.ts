/** Today's order (soonest deadline first) and how long groups fold into one "N more" row that opens the group's list. */
import { mpProductQueryToRaw } from '../catalog/mp-product.query';
import { claimQueryToRaw } from '../claims/claim.query';
import { messageQueryToRaw } from '../messages/message.query';
import { orderQueryToRaw } from '../orders/order.query';
import { packageQueryToRaw } from '../packages/package.query';
import { questionQueryToRaw } from '../questions/question.query';
import { pathOf } from '../routes';
import { TODAY_GROUPS, type TodayGroup, type TodayItem } from './today.types';

const deadlineOf = (item: TodayItem) => (item.deadline === null ? Infinity : Date.parse(item.deadline));

/** Soonest deadline first (a passed one before any still to come), items without one last; ties by group, then key. */
export function sortToday(items: readonly TodayItem[]): TodayItem[] {
  return [...items].sort(
    (a, b) => deadlineOf(a) - deadlineOf(b) || TODAY_GROUPS.indexOf(a.group) - TODAY_GROUPS.indexOf(b.group) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** A group shows at most this many items; the rest fold into one row. */
export const TODAY_GROUP_LIMIT = 3;

export type TodayRow = { kind: 'item'; item: TodayItem } | { kind: 'more'; group: TodayGroup; count: number; link: string };

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The list where a whole group is worked through. */
export function todayGroupLink(group: TodayGroup): string {
  switch (group) {
    case 'shipping':
      return withQuery(pathOf('orders'), orderQueryToRaw({ tab: 'delayed' }));
    case 'delayedPackages':
      return withQuery(pathOf('packages'), packageQueryToRaw({ tab: 'delayedPackage' }));
    case 'invoices':
      return withQuery(pathOf('packages'), packageQueryToRaw({ tab: 'awaitingInvoice' }));
    case 'questions':
      return withQuery(pathOf('questions'), questionQueryToRaw({ tab: 'awaitingSeller' }));
    case 'claims':
      return withQuery(pathOf('claims'), claimQueryToRaw({ tab: 'waiting' }));
    case 'pricingLocks':
      return pathOf('mpProducts');
    case 'messages':
      return withQuery(pathOf('messages'), messageQueryToRaw({ tab: 'unread' }));
    case 'imports':
      return pathOf('transactions');
    case 'validation':
      return withQuery(pathOf('mpProducts'), mpProductQueryToRaw({ tab: 'error' }));
  }
}

export type TodayTotals = Partial<Record<TodayGroup, number>>;

const totalsOf = (items: readonly TodayItem[]): TodayTotals => {
  const totals: TodayTotals = {};
  for (const item of items) totals[item.group] = (totals[item.group] ?? 0) + 1;
  return totals;
};

/**
 * What the list shows of the sorted items: each group's first `limit` (a big seller's groups hold thousands, the
 * list three of each), and every group's total for its "N more" row.
 */
export function firstOfEachGroup(sorted: readonly TodayItem[], limit = TODAY_GROUP_LIMIT): { items: TodayItem[]; totals: TodayTotals } {
  const kept = new Map<TodayGroup, number>();
  const items = sorted.filter((item) => {
    const count = kept.get(item.group) ?? 0;
    kept.set(item.group, count + 1);
    return count < limit;
  });
  return { items, totals: totalsOf(sorted) };
}

/** How many items wait in all. */
export const todayCount = (items: readonly TodayItem[], totals?: TodayTotals): number =>
  Object.values(totals ?? totalsOf(items)).reduce((sum, count) => sum + count, 0);

/** The sorted items as rows: each group's first `limit` in place, its rest (of its total) as one row right after them. */
export function foldToday(sorted: readonly TodayItem[], limit = TODAY_GROUP_LIMIT, totals: TodayTotals = totalsOf(sorted)): TodayRow[] {
  const shown = new Map<TodayGroup, number>();
  const rows: TodayRow[] = [];
  for (const item of sorted) {
    const count = (shown.get(item.group) ?? 0) + 1;
    shown.set(item.group, count);
    if (count > limit) continue;
    rows.push({ kind: 'item', item });
    const rest = (totals[item.group] ?? 0) - limit;
    if (count === limit && rest > 0) rows.push({ kind: 'more', group: item.group, count: rest, link: todayGroupLink(item.group) });
  }
  return rows;
}
