import { describe, expect, it } from 'vitest';
import { downstreamPages, EXPORT_PAGE_SIZE, type ListCall } from './export-request';

/** A downstream list of `total` numbered rows that records which pages were asked for. */
function listOf(total: number, fail?: number) {
  const asked: number[] = [];
  const list: ListCall<number> = async (query) => {
    const page = Number(query.page);
    asked.push(page);
    if (page === fail) throw new Error(`page ${page} failed`);
    const from = (page - 1) * EXPORT_PAGE_SIZE;
    const items = Array.from({ length: Math.max(0, Math.min(EXPORT_PAGE_SIZE, total - from)) }, (_, i) => from + i);
    return { items, total };
  };
  return { list, asked };
}

describe('downstreamPages', () => {
  it('yields every row once, in order, and asks for no page past the total', async () => {
    const { list, asked } = listOf(EXPORT_PAGE_SIZE * 2 + 7);
    const rows: number[] = [];
    for await (const page of downstreamPages(list, { tab: 'all' })) rows.push(...page);
    expect(rows).toHaveLength(EXPORT_PAGE_SIZE * 2 + 7);
    expect(rows.every((row, i) => row === i)).toBe(true);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('has asked for the next page while the caller still holds this one', async () => {
    const { list, asked } = listOf(EXPORT_PAGE_SIZE * 3);
    const pages = downstreamPages(list, {})[Symbol.asyncIterator]();
    await pages.next();
    expect(asked).toEqual([1, 2]);
  });

  it('lets a caller stop early without an unhandled failure from the page asked for ahead', async () => {
    const { list, asked } = listOf(EXPORT_PAGE_SIZE * 3, 2);
    const pages = downstreamPages(list, {})[Symbol.asyncIterator]();
    await pages.next();
    await pages.return?.(undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual([1, 2]);
  });

  it('passes a failed page on to the caller', async () => {
    const { list } = listOf(EXPORT_PAGE_SIZE * 3, 2);
    const read = async () => {
      for await (const page of downstreamPages(list, {})) expect(page.length).toBe(EXPORT_PAGE_SIZE);
    };
    await expect(read()).rejects.toThrow('page 2 failed');
  });
});
