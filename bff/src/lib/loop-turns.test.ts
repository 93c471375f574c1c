import { withLoopTurns } from './loop-turns';

async function* items(count: number): AsyncGenerator<number> {
  for (let item = 0; item < count; item += 1) yield item;
}

describe('withLoopTurns', () => {
  it('passes every item on, in order, and lets an immediate set at the first item run within the next `every` items', async () => {
    const events: string[] = [];
    const seen: number[] = [];
    for await (const item of withLoopTurns(items(1000), 100)) {
      if (item === 0) setImmediate(() => events.push(`immediate at ${seen.length}`));
      seen.push(item);
    }
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, item) => item));
    expect(events).toEqual(['immediate at 100']);
  });

  it('an async stream alone (microtasks only) would not have let it run', async () => {
    const events: string[] = [];
    let seen = 0;
    for await (const item of items(1000)) {
      if (item === 0) setImmediate(() => events.push(`immediate at ${seen}`));
      seen += 1;
    }
    expect(events).toEqual([]);
  });
});
