/**
 * Long synchronous work over a stream (an import's rows arrive from their copy over a thousand at a time, and each is
 * read and checked in code) gives the event loop a turn every so many items: a macrotask (setImmediate in Node,
 * setTimeout in a page, which has no setImmediate) runs before the next item, so requests such as /healthz are
 * answered while a big import runs. setImmediate is looked up when called: this module also loads in a page.
 */
const nextTurn = () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

export async function* withLoopTurns<T>(items: AsyncIterable<T>, every: number): AsyncGenerator<T> {
  let sinceTurn = 0;
  for await (const item of items) {
    if (sinceTurn === every) {
      sinceTurn = 0;
      await nextTurn();
    }
    sinceTurn += 1;
    yield item;
  }
}
