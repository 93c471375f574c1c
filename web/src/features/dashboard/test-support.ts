/**
 * Test helpers for the dashboard's jsdom tests: a sample answer, and a 2D context stand-in so chart.js (registered by
 * @coreui/react-chartjs) really builds its charts in jsdom, which has no canvas.
 */
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import type { TodayAnswer, TodayItem } from '@contract/today/today.types';

const days = (count: number, start: string) =>
  Array.from({ length: count }, (_, n) => {
    const date = new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    return { date, count: 10 + ((n * 7) % 13) };
  });

export function sampleDashboard(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  const perDay = days(30, '2025-12-17');
  const gmvDays = perDay.map(({ date, count }) => ({ period: date, amount: count * 1234.5, orders: count }));
  return {
    companyId: 1001,
    currency: 'TRY',
    asOf: '2026-01-15T09:00:00.000Z',
    stale: false,
    refreshing: false,
    gmv: {
      week: gmvDays.slice(-7),
      month: gmvDays,
      year: Array.from({ length: 12 }, (_, n) => ({
        period: `${n < 11 ? 2025 : 2026}-${String(((n + 1) % 12) + 1).padStart(2, '0')}`,
        amount: n * 10_000,
        orders: n * 8,
      })),
    },
    ordersPerDay: perDay,
    orderStages: { open: 120, preparing: 80, shipped: 60, delay: 12, cancel: 30, refund: 9, completed: 2600 },
    packageStates: { pending: 70, inTransit: 55, delivered: 2400, exception: 20, delay: 8, expired: 45 },
    questionStates: { open: 5, awaitingUser: 3, awaitingMerchant: 7, awaitingMarketplace: 2, done: 30, closed: 12, expired: 4 },
    claimTypes: { return: 20, missingPart: 4, missingInvoice: 3, missingItem: 5, extraProduct: 1, undeliveredProduct: 6 },
    rejectedReasons: { outOfStock: 9, incorrectPricing: 4, sourcingDelay: 6, autoCancel: 7 },
    ...overrides,
  };
}

/** Replaces HTMLCanvasElement.getContext with a do-nothing 2D context (and gives jsdom a ResizeObserver); returns the undo. */
export function stubCanvas(): () => void {
  const original = HTMLCanvasElement.prototype.getContext;
  const hadObserver = 'ResizeObserver' in globalThis;
  if (!hadObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  const noop = () => ({ width: 0, addColorStop: () => undefined, data: new Uint8ClampedArray(4) });
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const fields: Record<string | symbol, unknown> = { canvas: this, measureText: () => ({ width: 8 }) };
    return new Proxy(fields, {
      get: (target, key) => (key in target ? target[key] : noop),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  } as unknown as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
    if (!hadObserver) delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  };
}

/** Today's sample moment: the stories and tests pin the page's clock to it. */
export const TODAY_NOW = Date.parse('2026-01-15T09:00:00.000Z');
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(TODAY_NOW + hours * HOUR_MS).toISOString();

function todayItem(group: TodayItem['group'], id: number, reason: TodayItem['reason'], hours: number | null, urgentHours = 12): TodayItem {
  return {
    group,
    reason,
    key: `${group}:${id}`,
    name: { en: `${group} ${id}`, tr: `${group} ${id} (tr)` },
    reference: `REF-${id}`,
    deadline: hours === null ? null : at(hours),
    urgentMs: hours === null ? null : urgentHours * HOUR_MS,
    link: `/${group}/${id}`,
  };
}

/** A morning's list: a late item, a question expiring within the hour, one due tomorrow, a message without a deadline. */
export function sampleToday(overrides: Partial<TodayAnswer> = {}): TodayAnswer {
  const loaded = { status: 'loaded', asOf: new Date(TODAY_NOW).toISOString(), stale: false, refreshing: false } as const;
  return {
    companyId: 1001,
    items: [
      todayItem('shipping', 1, 'itemLate', -2),
      todayItem('questions', 2, 'questionWaiting', 0.5),
      todayItem('invoices', 3, 'invoiceMissing', 5),
      todayItem('claims', 4, 'claimWaiting', 26, 48),
      todayItem('messages', 5, 'messageAsks', null),
    ],
    parts: { marketplace: loaded, logistics: loaded, portal: loaded },
    ...overrides,
  };
}

/** `count` questions waiting, an hour apart from the sample moment (a group long enough to fold). */
export function manyQuestions(count: number): TodayItem[] {
  return Array.from({ length: count }, (_, n) => todayItem('questions', 100 + n, 'questionWaiting', n + 1));
}
