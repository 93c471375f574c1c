/**
 * A compact, sorted run of marketplace logs: only what filtering, counting and ordering need (date, id, level,
 * reference, marketplace) in typed arrays, newest first. The texts stay underived until a page shows them.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { LOG_LEVELS, LOG_REFERENCE_TYPES, type MarketplaceLog } from '@contract/logs/log.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';

/** Entries sorted by date descending, then id descending. */
export interface LogPart {
  size: number;
  id: Float64Array;
  date: Float64Array;
  /** The reference id (order, product or variant). */
  ref: Float64Array;
  /** What the log is derived with: its order's id, or its product's id (for product and variant logs). */
  owner: Float64Array;
  level: Uint8Array;
  type: Uint8Array;
  market: Uint8Array;
}

export const levelIndex = (level: string) => LOG_LEVELS.indexOf(level as never);
export const typeIndex = (type: string) => LOG_REFERENCE_TYPES.indexOf(type as never);
export const marketIndex = (code: MarketplaceCode) => MARKETPLACE_CODES.indexOf(code);

/** Collects logs in any order, then sorts them once into a LogPart. */
export class LogPartBuilder {
  readonly #id: number[] = [];
  readonly #date: number[] = [];
  readonly #ref: number[] = [];
  readonly #owner: number[] = [];
  readonly #level: number[] = [];
  readonly #type: number[] = [];
  readonly #market: number[] = [];

  add(log: MarketplaceLog, owner: number): void {
    this.#id.push(log.id);
    this.#date.push(Date.parse(log.date));
    this.#ref.push(Number(log.referenceId));
    this.#owner.push(owner);
    this.#level.push(levelIndex(log.level));
    this.#type.push(typeIndex(log.referenceType));
    this.#market.push(marketIndex(log.marketplace));
  }

  /** The part, and for each of its positions the position the log was added at. */
  build(): { part: LogPart; addedAt: Int32Array } {
    const size = this.#id.length;
    const date = this.#date;
    const id = this.#id;
    const order = Int32Array.from({ length: size }, (_unused, at) => at).sort((a, b) => date[b]! - date[a]! || id[b]! - id[a]!);
    const take = (values: number[], into: Float64Array | Uint8Array) => {
      for (let at = 0; at < size; at += 1) into[at] = values[order[at]!]!;
      return into;
    };
    const part: LogPart = {
      size,
      id: take(id, new Float64Array(size)) as Float64Array,
      date: take(date, new Float64Array(size)) as Float64Array,
      ref: take(this.#ref, new Float64Array(size)) as Float64Array,
      owner: take(this.#owner, new Float64Array(size)) as Float64Array,
      level: take(this.#level, new Uint8Array(size)) as Uint8Array,
      type: take(this.#type, new Uint8Array(size)) as Uint8Array,
      market: take(this.#market, new Uint8Array(size)) as Uint8Array,
    };
    return { part, addedAt: order };
  }
}

export const EMPTY_LOG_PART: LogPart = new LogPartBuilder().build().part;

/** The first position whose date is before `instant` (dates descend), or `size`. */
export function firstBefore(part: LogPart, instant: number): number {
  let low = 0;
  let high = part.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (part.date[middle]! < instant) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Whether the entry at `a` of one part comes before the entry at `b` of another, newest first. */
export function newerThan(left: LogPart, a: number, right: LogPart, b: number): boolean {
  const difference = left.date[a]! - right.date[b]!;
  return difference > 0 || (difference === 0 && left.id[a]! > right.id[b]!);
}
