import { describe, expect, it } from 'vitest';
import { zeroCounts } from '@contract/api/user-info';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import { listVariants } from './catalog/variant-list';
import { claimsOf } from './claims/claim-book';
import { findUserByEmail } from './lookups';
import { countsOf } from './badge-counts';
import { listOrders } from './orders/order-list';
import { emptyCompanyBooks } from './empty-world';
import { createWorld } from './world';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('emptyCompanyBooks', () => {
  it('keeps every account and company but gives each company empty books and zero counts', () => {
    const seeded = createWorld({ now: NOW });
    const world = emptyCompanyBooks(createWorld({ now: NOW }));
    expect(world.companies).toEqual(seeded.companies);
    expect(findUserByEmail(world, 'ayse@demo.tezgah.dev')?.companyId).toBe(1001);
    for (const company of world.companies) expect(countsOf(world, company.id)).toEqual(zeroCounts());
    const orders = listOrders(world, 1001, parseOrderQuery({}), NOW);
    expect(orders.total).toBe(0);
    expect(orders.items).toEqual([]);
    expect(listVariants(world, 1002, parseVariantQuery({}), NOW).total).toBe(0);
    expect(claimsOf(world, 1003)).toEqual([]);
    expect(world.catalogs[1001]!.currency).toBe('TRY');
  });
});
