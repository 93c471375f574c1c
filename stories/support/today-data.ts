/**
 * Today's list for the stories, from the same seeded world the sandbox serves, built by the same functions its
 * services use (mocks/world/dashboard/today-parts.ts), and the stories' transactions, at the stories' pinned moment.
 */
import { sortToday } from '@contract/today/today.order';
import { importItems } from '@contract/today/today.rules';
import type { TodayAnswer, TodayPartState } from '@contract/today/today.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { todayItems } from '@mocks/world/dashboard/today-parts';
import { createWorld } from '@mocks/world/world';
import { apiFailure } from './failures';
import { STORY_NOW } from './order-data';
import { storyTransactions } from '../transactions/transaction-data';

const world = createWorld({ now: STORY_NOW });
const loaded: TodayPartState = { status: 'loaded', asOf: new Date(STORY_NOW).toISOString(), stale: false, refreshing: false };
/** The world's groups and the portal's own: the latest product/variant import left refused rows unsent. */
const ALL = sortToday([...todayItems(world, 1001, STORY_NOW), ...importItems(storyTransactions(1001, 'story', STORY_NOW))]);

/** Ayşe's morning as the world holds it: long groups (the questions, the items to ship) fold. */
export const TODAY: TodayAnswer = { companyId: 1001, items: ALL, parts: { marketplace: loaded, logistics: loaded, portal: loaded } };
/** Nothing waits. */
export const EMPTY_TODAY: TodayAnswer = { ...TODAY, items: [] };
/** The logistics service is down and nothing of it is cached: its groups are marked, the marketplace's shown. */
export const LOGISTICS_FAILED_TODAY: TodayAnswer = {
  ...TODAY,
  items: ALL.filter((item) => item.group !== 'delayedPackages' && item.group !== 'invoices'),
  parts: { ...TODAY.parts, logistics: { status: 'failed' } },
};
/** A short list where every item is urgent or late (a group of at most a few each, nothing folds). */
export const URGENT_TODAY: TodayAnswer = {
  ...TODAY,
  items: ALL.filter((item) => item.deadline !== null && Date.parse(item.deadline) - STORY_NOW <= (item.urgentMs ?? 0)).slice(0, 6),
};

export const todayState = (data: TodayAnswer | null, status: DetailState<TodayAnswer>['status'] = 'ready'): DetailState<TodayAnswer> => ({
  status,
  id: 1001,
  data,
  error: null,
  command: null,
});
export const failedToday: DetailState<TodayAnswer> = { status: 'error', id: 1001, data: null, error: apiFailure('downstreamUnavailable'), command: null };
