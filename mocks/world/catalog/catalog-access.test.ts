import { describe, expect, it } from 'vitest';
import { countsOf } from '../badge-counts';
import { orderBookOf } from '../orders/order-book';
import { createWorld } from '../world';
import { catalogOf, seededCatalogOf } from './catalog-access';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe("the sidebar's product badges", () => {
  it("agree with every seeded catalogue from the world's creation on, without generating any catalogue", () => {
    const world = createWorld({ now: NOW });
    const before = world.companies.map((company) => countsOf(world, company.id));
    expect(Object.keys(world.catalogs)).toEqual([]);
    for (const [index, company] of world.companies.entries()) {
      const catalog = catalogOf(world, company.id)!;
      const live = catalog.products.filter((product) => product.deletedAt === null);
      expect(world.counts[company.id]).toMatchObject({
        activeProducts: live.filter((product) => product.status === 'active').length,
        deletedProducts: catalog.products.length - live.length,
      });
      expect(countsOf(world, company.id)).toEqual(before[index]);
    }
  });

  it('follow changes to a catalogue once it has been read', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1002)!;
    const seeded = countsOf(world, 1002);
    const product = catalog.products.find((candidate) => candidate.deletedAt === null && candidate.status === 'active')!;
    product.deletedAt = new Date(NOW).toISOString();
    catalog.version += 1;
    expect(countsOf(world, 1002)).toMatchObject({
      activeProducts: seeded.activeProducts - 1,
      deletedProducts: seeded.deletedProducts + 1,
      claims: seeded.claims,
    });
    expect(seededCatalogOf(world, 1002)!.products.find((candidate) => candidate.id === product.id)!.deletedAt).toBeNull();
  });
});

describe('the large catalogue', () => {
  /** Wall time and this process's CPU time (the machine may be shared; CPU time is what the generator costs). */
  function timed<T>(work: () => T): { value: T; wallMs: number; cpuMs: number } {
    const cpu = process.cpuUsage();
    const began = performance.now();
    const value = work();
    const used = process.cpuUsage(cpu);
    return { value, wallMs: performance.now() - began, cpuMs: (used.user + used.system) / 1000 };
  }

  it('gives the benchmark company exactly 50,000 variants, with badges that agree', () => {
    const world = createWorld({ now: NOW, largeCatalog: { companyId: 1005, variantCount: 50_000 } });
    catalogOf(world, 1001);
    const demo = timed(() => catalogOf(world, 1003)!);
    const large = timed(() => catalogOf(world, 1005)!);
    const catalog = large.value;
    console.info(
      `catalogue generation: demo 1003 ${demo.wallMs.toFixed(0)} ms wall / ${demo.cpuMs.toFixed(0)} ms CPU (${demo.value.variants.length} variants); ` +
        `large ${large.wallMs.toFixed(0)} ms wall / ${large.cpuMs.toFixed(0)} ms CPU (${catalog.variants.length} variants, ${catalog.products.length} products)`,
    );
    expect(catalog.variants).toHaveLength(50_000);
    expect(new Set(catalog.variants.map((variant) => variant.sku)).size).toBe(50_000);
    expect(world.counts[1005]!.activeProducts).toBe(catalog.products.filter((product) => product.deletedAt === null && product.status === 'active').length);
  });
});

describe('orders drawn from the catalogue', () => {
  it("hold real variants: SKU, name, image, deci and weight, at the variant's price on the order's marketplace", () => {
    const world = createWorld({ now: NOW });
    for (const id of [1001, 1002, 1003, 1012]) {
      const variants = new Map(catalogOf(world, id)!.variants.map((variant) => [variant.sku, variant]));
      const book = orderBookOf(world, id)!;
      for (const order of book.orders) {
        for (const item of order.items) {
          const variant = variants.get(item.sku);
          expect(variant, item.sku).toBeDefined();
          const state = variant!.marketplaces.find((candidate) => candidate.marketplace === order.salesChannel)!;
          expect(state.remoteId).not.toBeNull();
          expect(item).toMatchObject({
            name: variant!.name,
            image: variant!.defaultImage?.url ?? null,
            deci: variant!.deci,
            weightGrams: variant!.weightGrams,
            price: state.price,
          });
          expect(order.currency).toBe(state.currency);
        }
      }
      for (const lock of book.locks) expect(variants.has(lock.sku)).toBe(true);
    }
    const channels = (id: number) => new Set(orderBookOf(world, id)!.orders.map((order) => order.salesChannel));
    expect(channels(1001).has('trendyol')).toBe(true);
    expect(channels(1002).has('hepsiburada')).toBe(false);
    expect(channels(1003).size).toBe(5);
  });
});

describe('browser safety of the catalogue world', () => {
  it('imports nothing from node: and never reads the clock or Math.random (the in-page sandbox runs it in the browser)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = new URL('.', import.meta.url);
    const mine = (await readdir(folder)).filter((name) =>
      /^(catalog-access|catalog-book|generate-.*|taxonomy(-(attributes|crossings|marketplace-groups|marketplaces|profiles|static|tree.*))?|variant-view)\.ts$/.test(
        name,
      ),
    );
    expect(mine.length).toBeGreaterThan(20);
    for (const name of mine) {
      const source = await readFile(new URL(name, folder), 'utf8');
      expect(source, name).not.toMatch(/from '(node:|fs|crypto|path|buffer)/);
      expect(source, name).not.toMatch(/Math\.random|Date\.now|Buffer\./);
    }
  });
});
