/** Generates one company's order history: the last 90 days before the world's reference time. */
import { DAY_MS } from '@contract/lists/date-range';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Order, OrderItem } from '@contract/orders/order.types';
import { MARKETPLACES } from '../marketplaces';
import { mulberry32, pick, randomInt } from '../prng';
import { customerPools } from './customers';
import { HOUR_MS, ID_SPACE, ITEM_ID_SPACE, iso, weighted, type GenerationContext, type GenerationInput } from './generation-context';
import type { CompanyOrderBook } from './order-book';
import { storyFor, tellStory } from './order-stories';

const HISTORY_DAYS = 90;

const TR_SELLER_CHANNELS = [
  ['hepsiburada', 35],
  ['trendyol', 35],
  ['noon-ae', 12],
  ['noon-sa', 10],
  ['noon-eg', 8],
] as const;
const ABROAD_SELLER_CHANNELS = [
  ['hepsiburada', 22],
  ['trendyol', 22],
  ['noon-ae', 24],
  ['noon-sa', 18],
  ['noon-eg', 14],
] as const;
const CROSS_BORDER: Record<MarketplaceCode, readonly string[]> = {
  hepsiburada: ['AZ', 'CY', 'DE'],
  trendyol: ['AZ', 'DE', 'NL'],
  'noon-ae': ['OM', 'BH', 'KW'],
  'noon-sa': ['AE', 'KW'],
  'noon-eg': ['AE', 'SA'],
};
const ITEM_COUNTS = [
  [1, 35],
  [2, 30],
  [3, 20],
  [4, 15],
] as const;

function marketplaceIds(channel: MarketplaceCode, companyId: number, seq: number): { marketplaceOrderId: string; hbOrderId: string | null } {
  const tail = `${String(companyId % 100).padStart(2, '0')}${String(seq).padStart(7, '0')}`;
  if (channel === 'hepsiburada') return { marketplaceOrderId: `0${tail}`, hbOrderId: `0${String(41_000_000 + companyId * 7 + seq * 13)}` };
  if (channel === 'trendyol') return { marketplaceOrderId: `7${tail}`, hbOrderId: null };
  return { marketplaceOrderId: `N${channel.slice(5).toUpperCase()}${tail}`, hbOrderId: null };
}

function newItems(context: GenerationContext, count: number, channel: MarketplaceCode, dueDate: string): OrderItem[] {
  const pool = context.input.pools[channel]!;
  const items: OrderItem[] = [];
  const used = new Set<number>();
  while (items.length < Math.min(count, pool.length)) {
    const index = Math.floor(context.random() * pool.length);
    if (used.has(index)) continue;
    used.add(index);
    const product = pool[index]!;
    context.itemSeq += 1;
    items.push({
      id: context.input.company.id * ITEM_ID_SPACE + context.itemSeq,
      sku: product.sku,
      name: product.name,
      image: product.image,
      quantity: context.random() < 0.8 ? 1 : randomInt(context.random, 2, 3),
      deci: product.deci,
      weightGrams: product.weightGrams,
      dueDate,
      price: product.price,
      status: 'open',
      cancelledQuantity: 0,
      refundedQuantity: 0,
      subjectToPenalty: false,
      packageId: null,
      cancellation: null,
    });
  }
  return items;
}

function channelTable(input: GenerationInput): (readonly [MarketplaceCode, number])[] {
  const table = input.company.country === 'TR' ? TR_SELLER_CHANNELS : ABROAD_SELLER_CHANNELS;
  return table.filter(([channel]) => (input.pools[channel]?.length ?? 0) > 0);
}

function newOrder(context: GenerationContext, channels: readonly (readonly [MarketplaceCode, number])[], seq: number, at: number): Order {
  const { random, input } = context;
  const { company } = input;
  const channel: MarketplaceCode = weighted(random, channels);
  const market = MARKETPLACES.find((marketplace) => marketplace.code === channel)!;
  const destinationCountry = random() < 0.9 ? market.country : pick(random, CROSS_BORDER[channel]);
  const address = context.customer(destinationCountry);
  const dueAt = at + randomInt(random, 1, 3) * DAY_MS + randomInt(random, 0, 12) * HOUR_MS;
  const dueDate = iso(dueAt);
  const items = newItems(context, weighted(random, ITEM_COUNTS), channel, dueDate);
  const productPrice = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  const customFee = destinationCountry === company.country ? 0 : Math.round(productPrice * 0.04 * 100) / 100;
  return {
    id: company.id * ID_SPACE + seq,
    companyId: company.id,
    salesChannel: channel,
    ...marketplaceIds(channel, company.id, seq),
    customerName: address.name,
    orderDate: iso(at),
    grandTotal: Math.round((productPrice + customFee) * 100) / 100,
    currency: market.currency,
    destinationCountry,
    owner: company.merchantId,
    billingCountry: destinationCountry,
    shippingCountry: destinationCountry,
    refundReason: null,
    refundExplanation: null,
    productPrice,
    customFee,
    dueDate,
    cancellation: null,
    billingAddress: address,
    shippingAddress: address,
    items,
    invoice: null,
  };
}

export function generateOrderBook(input: GenerationInput): CompanyOrderBook {
  const random = mulberry32(input.seed);
  const context: GenerationContext = {
    random,
    input,
    customer: customerPools(random, input.company.id),
    orders: [],
    packages: [],
    locks: [],
    itemSeq: 0,
    packageSeq: 0,
  };
  const channels = channelTable(input);
  const count = channels.length ? input.count : 0;
  const start = input.createdAt - HISTORY_DAYS * DAY_MS;
  const times = new Float64Array(count);
  for (let index = 0; index < count; index += 1) times[index] = Math.floor(start + random() * (input.createdAt - start - HOUR_MS));
  times.sort();
  for (let index = 0; index < count; index += 1) {
    const at = times[index]!;
    const order = newOrder(context, channels, index + 1, at);
    context.orders.push(tellStory(context, order, storyFor(random, at, Date.parse(order.dueDate), input.createdAt, order.items.length)));
  }
  return {
    companyId: input.company.id,
    orders: context.orders,
    packages: context.packages,
    locks: context.locks,
    addedLogs: {},
    invoiceFiles: {},
    nextPackageSeq: context.packageSeq + 1,
    version: 0,
  };
}
