/**
 * The Marketplace Logs report over a company's logs (contract/logs/log.query.ts): its orders', products' and
 * variants' logs in one list, newest first, counted per level tab under the other filters, and one page of them.
 * One merge walk over the sorted parts (log-sources.ts); a date range first narrows each part by binary search; only
 * the page's logs get their texts derived.
 */
import { isIsoDate, rangeBounds } from '@contract/lists/date-range';
import { zeroCounts } from '@contract/lists/list-query';
import { LOG_TABS, type MarketplaceLogListAnswer, type MarketplaceLogListQuery, type MarketplaceLogRow } from '@contract/logs/log.query';
import { LOG_LEVELS, type MarketplaceLog } from '@contract/logs/log.types';
import { catalogOf } from '../catalog/catalog-access';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { catalogLogs } from '../catalog/product-logs';
import { findOrder } from '../orders/book-index';
import { orderBookOf, type CompanyOrderBook } from '../orders/order-book';
import { seededLogs } from '../orders/order-logs';
import type { World } from '../world';
import { EMPTY_LOG_PART, firstBefore, levelIndex, marketIndex, newerThan, typeIndex, type LogPart } from './log-part';
import { addedLogPart, catalogLogPart, orderLogPart } from './log-sources';

interface Sources {
  book: CompanyOrderBook | undefined;
  catalog: CompanyCatalog | undefined;
  /** By position: ORDER_PART, CATALOG_PART, ADDED_PART. */
  parts: readonly LogPart[];
  /** The added logs themselves, by position in the last part. */
  added: readonly MarketplaceLog[];
}

const ORDER_PART = 0;
const CATALOG_PART = 1;
const ADDED_PART = 2;

function sourcesOf(world: World, companyId: number): Sources {
  const book = orderBookOf(world, companyId);
  const catalog = catalogOf(world, companyId);
  const added = addedLogPart(world, book, catalog);
  return {
    book,
    catalog,
    added: added.logs,
    parts: [book ? orderLogPart(world, book) : EMPTY_LOG_PART, catalog ? catalogLogPart(world, catalog) : EMPTY_LOG_PART, added.part],
  };
}

/** Derives the texts of the chosen entries: each order's or product's logs once, however many of its rows are shown. */
function dress(world: World, sources: Sources, picked: readonly [part: number, at: number][]): MarketplaceLogRow[] {
  const derived = new Map<string, MarketplaceLog[]>();
  const logsOf = (part: number, owner: number): MarketplaceLog[] => {
    const key = `${part}:${owner}`;
    let logs = derived.get(key);
    if (!logs) {
      const order = part === ORDER_PART && sources.book ? findOrder(sources.book, owner) : undefined;
      logs = order
        ? seededLogs(world.seed, order, world.createdAt)
        : part === CATALOG_PART && sources.catalog
          ? catalogLogs(world, sources.catalog, { productIds: [owner] })
          : [];
      derived.set(key, logs);
    }
    return logs;
  };
  return picked.flatMap(([part, at]) => {
    const entry = sources.parts[part]!;
    const log = part === ADDED_PART ? sources.added[at] : logsOf(part, entry.owner[at]!).find((candidate) => candidate.id === entry.id[at]);
    return log ? [{ ...log, productId: log.referenceType === 'order' ? null : entry.owner[at]! }] : [];
  });
}

export function listMarketplaceLogs(world: World, companyId: number, query: MarketplaceLogListQuery): MarketplaceLogListAnswer {
  const tabCounts = zeroCounts(LOG_TABS);
  const answer: MarketplaceLogListAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts };
  const sources = sourcesOf(world, companyId);
  const { parts } = sources;
  const [start, end] = isIsoDate(query.from) && isIsoDate(query.to) ? rangeBounds(query.from, query.to) : [-Infinity, Infinity];
  // Each part's window [low, high): the entries inside the date range (dates descend).
  const low = parts.map((part) => firstBefore(part, end));
  const high = parts.map((part) => firstBefore(part, start));
  const newest = query.sort.direction === 'desc';
  const cursor = newest ? [...low] : high.map((at) => at - 1);
  const market = query.marketplace ? marketIndex(query.marketplace) : -1;
  const type = query.referenceType ? typeIndex(query.referenceType) : -1;
  const ref = query.referenceId ? Number(query.referenceId) : -1;
  const wanted = query.tab === 'all' ? -1 : levelIndex(query.tab);
  const counts = new Int32Array(LOG_LEVELS.length);
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const picked: [number, number][] = [];
  for (;;) {
    let next = -1;
    for (let part = 0; part < parts.length; part += 1) {
      const at = cursor[part]!;
      if (newest ? at >= high[part]! : at < low[part]!) continue;
      if (next < 0) next = part;
      else if (newerThan(parts[part]!, at, parts[next]!, cursor[next]!) === newest) next = part;
    }
    if (next < 0) break;
    const part = parts[next]!;
    const at = cursor[next]!;
    cursor[next] = at + (newest ? 1 : -1);
    if ((market >= 0 && part.market[at] !== market) || (type >= 0 && part.type[at] !== type) || (ref >= 0 && part.ref[at] !== ref)) continue;
    const level = part.level[at]!;
    counts[level] = counts[level]! + 1;
    if (wanted >= 0 && level !== wanted) continue;
    if (answer.total >= first && answer.total < last) picked.push([next, at]);
    answer.total += 1;
  }
  LOG_LEVELS.forEach((level, at) => {
    tabCounts[level] = counts[at]!;
    tabCounts.all += counts[at]!;
  });
  answer.items = dress(world, sources, picked);
  return answer;
}

/** One log of the company (Log Detail), or undefined when it has none with that id. */
export function getMarketplaceLog(world: World, companyId: number, id: number): MarketplaceLogRow | undefined {
  const sources = sourcesOf(world, companyId);
  for (let part = 0; part < sources.parts.length; part += 1) {
    const at = sources.parts[part]!.id.indexOf(id);
    if (at >= 0) return dress(world, sources, [[part, at]])[0];
  }
  return undefined;
}
