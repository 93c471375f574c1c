import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/orders/order.types';
import { catalogOf } from '../catalog/catalog-access';
import { lookupForImport } from '../imports/import-lookup';
import { orderBookOf } from '../orders/order-book';
import { getOrderDetail } from '../orders/order-detail';
import { createPackage } from '../orders/order-operations';
import { isRefusal, refusal } from '../refusal';
import { createWorld, type World } from '../world';
import { listCurrencyRates, setCurrencyRate } from './currency-rate-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const LATER = NOW + 3_600_000;
const DENIZ = { name: 'Deniz Kaya', email: 'admin@demo.tezgah.dev' };
let world: World;

beforeEach(() => {
  world = createWorld({ now: NOW });
});

const rateOf = (currency: string) => listCurrencyRates(world).items.find((item) => item.currency === currency)!;

describe('currency rates', () => {
  it('lists TRY, USD, EUR, the Noon currencies and CNY, each starting from its seeded rate', () => {
    const { items } = listCurrencyRates(world);
    expect(items.map((item) => item.currency)).toEqual(['TRY', 'USD', 'EUR', 'AED', 'SAR', 'EGP', 'CNY']);
    expect(rateOf('TRY')).toEqual({
      currency: 'TRY',
      rates: { EUR: 0.026, USD: 0.0282 },
      updatedAt: new Date(NOW).toISOString(),
      history: [{ at: new Date(NOW).toISOString(), rates: { EUR: 0.026, USD: 0.0282 }, previous: null, by: null }],
    });
  });

  it('records a change with the previous rate and who made it, newest first', () => {
    setCurrencyRate(world, 'TRY', { EUR: 0.025, USD: 0.027 }, LATER, DENIZ);
    const rate = rateOf('TRY');
    expect(rate.rates).toEqual({ EUR: 0.025, USD: 0.027 });
    expect(rate.updatedAt).toBe(new Date(LATER).toISOString());
    expect(rate.history.map((change) => [change.rates.EUR, change.previous?.EUR ?? null, change.by?.name ?? null])).toEqual([
      [0.025, 0.026, 'Deniz Kaya'],
      [0.026, null, null],
    ]);
  });

  it('keeps the euro and the dollar inverse of each other, and each worth 1 of itself', () => {
    setCurrencyRate(world, 'EUR', { EUR: 1, USD: 1.25 }, LATER, DENIZ);
    expect(rateOf('USD').rates).toEqual({ EUR: 0.8, USD: 1 });
    expect(rateOf('USD').history[0]?.by).toEqual(DENIZ);
    expect(setCurrencyRate(world, 'USD', { EUR: 0.8, USD: 1.1 }, LATER, DENIZ)).toEqual(refusal('validation', { USD: 'currencyTools.selfRate' }));
    expect(rateOf('USD').rates.USD).toBe(1);
  });

  it('the Turkey-bound package cap converts through the rates as they stand', () => {
    const book = orderBookOf(world, 1002)!;
    const total = (order: Order) => order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const under = book.orders.find(
      (order) => order.destinationCountry === 'TR' && order.items.every((item) => item.status === 'open') && total(order) * 0.026 < 140,
    )!;
    expect(getOrderDetail(world, 1002, under.id, NOW)?.turkeyCap?.rates.EUR).toBe(0.026);
    const doubled = Math.ceil((151 / total(under)) * 1e6) / 1e6;
    setCurrencyRate(world, under.currency as 'TRY', { EUR: doubled, USD: 0.0282 }, LATER, DENIZ);
    expect(getOrderDetail(world, 1002, under.id, NOW)?.turkeyCap?.rates.EUR).toBe(doubled);
    const ids = under.items.map((item) => item.id);
    expect(createPackage(world, 1002, under.id, ids, NOW)).toEqual(refusal('turkeyPriceCap'));
  });

  it("the import price limit in dollars converts the company's currency through the rates as they stand", () => {
    const currency = catalogOf(world, 1001)!.currency;
    const before = lookupForImport(world, 1001, [], NOW);
    if (!before || isRefusal(before)) throw new Error('lookup refused');
    expect(before.pricing.usdPerUnit).toBe(world.exchangeRates[currency]!.USD);
    setCurrencyRate(world, 'TRY', { EUR: 0.02, USD: 0.05 }, LATER, DENIZ);
    const after = lookupForImport(world, 1001, [], NOW);
    if (!after || isRefusal(after)) throw new Error('lookup refused');
    expect(currency).toBe('TRY');
    expect(after.pricing.usdPerUnit).toBe(0.05);
  });

  it('never changes what a company is generated with', () => {
    setCurrencyRate(world, 'TRY', { EUR: 0.5, USD: 0.5 }, LATER, DENIZ);
    const fresh = createWorld({ now: NOW });
    expect(orderBookOf(world, 1002)!.orders.slice(0, 20)).toEqual(orderBookOf(fresh, 1002)!.orders.slice(0, 20));
    expect(catalogOf(world, 1002)!.variants.slice(0, 20)).toEqual(catalogOf(fresh, 1002)!.variants.slice(0, 20));
  });
});
