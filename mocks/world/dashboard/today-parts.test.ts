import { describe, expect, it } from 'vitest';
import { isAwaitingSellerAt } from '@contract/questions/question.rules';
import { countsOf } from '../badge-counts';
import { catalogOf } from '../catalog/catalog-access';
import { approveClaim } from '../claims/claim-operations';
import { claimsOf } from '../claims/claim-book';
import { ticketsOf } from '../tickets/ticket-book';
import { createWorld } from '../world';
import { logisticsToday, marketplaceToday, todayItems } from './today-parts';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;
const COMPANY = 1001;

describe('Today over the seeded world', () => {
  const seeded = createWorld({ now: NOW });

  it('holds the questions and claims the badges count, and every group has something', () => {
    const world = seeded;
    const part = marketplaceToday(world, COMPANY, NOW);
    const counts = countsOf(world, COMPANY, NOW);
    expect(part.questions).toHaveLength(counts.tickets);
    expect(part.claims).toHaveLength(counts.claims);
    expect(part.shipping!.length).toBeGreaterThan(0);
    expect(logisticsToday(world, COMPANY).invoices!.length).toBeGreaterThan(0);
  });

  it('sorts an item late or due within the hour before one due tomorrow', () => {
    const world = seeded;
    const items = todayItems(world, COMPANY, NOW);
    const deadlines = items.filter((item) => item.deadline !== null).map((item) => Date.parse(item.deadline!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    const late = items.findIndex((item) => item.reason === 'itemLate');
    const tomorrow = items.findIndex((item) => item.deadline !== null && Date.parse(item.deadline) > NOW + 24 * HOUR);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(tomorrow).toBeGreaterThan(late);
    const firstUndated = items.findIndex((item) => item.deadline === null);
    expect(items.slice(firstUndated < 0 ? items.length : firstUndated).every((item) => item.deadline === null)).toBe(true);
  });

  it('keeps a question until it expires, and leaves it out from the moment it has', () => {
    const world = seeded;
    const ticket = ticketsOf(world, COMPANY).find((known) => isAwaitingSellerAt(known, NOW))!;
    const expiry = Date.parse(ticket.expiresAt);
    const keys = (at: number) => marketplaceToday(world, COMPANY, at).questions!.map((item) => item.key);
    expect(keys(expiry - HOUR)).toContain(`questions:${ticket.id}`);
    expect(keys(expiry)).not.toContain(`questions:${ticket.id}`);
  });

  it('drops a claim once it is decided, and the badge drops with it', () => {
    const world = createWorld({ now: NOW });
    const claim = claimsOf(world, COMPANY).find((known) => known.status === 'waiting')!;
    const before = marketplaceToday(world, COMPANY, NOW).claims!;
    expect(before.map((item) => item.key)).toContain(`claims:${claim.id}`);
    approveClaim(world, COMPANY, claim.id);
    const after = marketplaceToday(world, COMPANY, NOW).claims!;
    expect(after.map((item) => item.key)).not.toContain(`claims:${claim.id}`);
    expect(after).toHaveLength(countsOf(world, COMPANY, NOW).claims);
    expect(after).toHaveLength(before.length - 1);
  });

  it('links a late item to the orders list on its tab, filtered to its order', () => {
    const world = seeded;
    const late = marketplaceToday(world, COMPANY, NOW).shipping!.find((item) => item.reason === 'itemLate')!;
    expect(late.link).toMatch(/^\/orders\?/);
    const query = new URLSearchParams(late.link.split('?')[1]);
    expect(query.get('marketplaceOrderId')).toBe(late.reference);
    expect(query.get('tab')).toBeTruthy();
  });

  it('lists each product a marketplace refused in validation once per marketplace, after everything due, opening its Error tab', () => {
    const world = seeded;
    const catalog = catalogOf(world, COMPANY)!;
    const refused = new Set(
      catalog.variants.flatMap((variant) =>
        variant.marketplaces.filter((state) => state.status === 'error').map((state) => `validation:${variant.productId}:${state.marketplace}`),
      ),
    );
    const live = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.id));
    const expected = [...refused].filter((key) => live.has(Number(key.split(':')[1])));
    const validation = marketplaceToday(world, COMPANY, NOW).validation!;
    expect(validation.map((item) => item.key).sort()).toEqual(expected.sort());
    expect(validation.length).toBeGreaterThan(0);
    const first = validation[0]!;
    expect(first.deadline).toBeNull();
    const query = new URLSearchParams(first.link.split('?')[1]);
    expect([query.get('tab'), query.get('productId'), query.get('marketplace')]).toEqual(['error', first.key.split(':')[1], first.reference]);
    const items = todayItems(world, COMPANY, NOW);
    expect(items.findIndex((item) => item.group === 'validation')).toBeGreaterThan(items.findLastIndex((item) => item.deadline !== null));
  });
});
