import { findCompany } from '@mocks/world/lookups';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { SandboxWorldKeeper, worldKindOf } from './sandbox-world';

describe('SandboxWorldKeeper', () => {
  it('hands an untouched world on, books and signer included, and builds anew after a change', async () => {
    const keeper = new SandboxWorldKeeper(() => Date.UTC(2026, 2, 1, 9));
    const first = await keeper.take('seeded');
    const generated = orderBookOf(first.world, 1001);
    keeper.giveBack(first, false);

    const second = await keeper.take('seeded');
    expect(second).toBe(first);
    expect(second.world.orderBooks[1001]).toBe(generated);
    keeper.giveBack(second, true);

    const third = await keeper.take('seeded');
    expect(third.world).not.toBe(first.world);
    expect(third.world.orderBooks[1001]).toBeUndefined();
    expect(third.signer).toBe(first.signer);
    expect(keeper.counts).toEqual({ built: 2, reused: 1 });
  });

  it("keeps one world per kind, and hands each out once at a time; 'empty' holds the same companies with empty books", async () => {
    const keeper = new SandboxWorldKeeper(() => Date.UTC(2026, 2, 1, 9));
    const seeded = await keeper.take('seeded');
    const empty = await keeper.take(worldKindOf('empty'));
    expect(empty.world).not.toBe(seeded.world);
    expect(findCompany(empty.world, 1001)).toBeDefined();
    expect(orderBookOf(empty.world, 1001)!.orders).toEqual([]);
    expect(await keeper.take('seeded')).not.toBe(seeded);
    expect(['default', 'errors', 'slow'].map((scenario) => worldKindOf(scenario as 'default'))).toEqual(['seeded', 'seeded', 'seeded']);
  });
});
