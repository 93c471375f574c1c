import { expect, it } from 'vitest';
import { createWorld } from '../world';
import { orderBookOf } from './order-book';
import { orderLogs } from './order-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

it("dates no seeded log after the world's reference time, and keeps every order's first log", () => {
  const world = createWorld({ now: NOW });
  const newest = orderBookOf(world, 1001)!.orders.slice(-40);
  const logs = newest.map((order) => orderLogs(world, 1001, order.id)!.items);
  expect(logs.every((items) => items.length >= 1)).toBe(true);
  expect(logs.flat().filter((entry) => Date.parse(entry.date) > NOW)).toEqual([]);
  expect(logs.flat().length).toBeGreaterThan(newest.length);
});
