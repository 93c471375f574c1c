import { manualClock, type ManualClock } from './clock';
import type { Store } from './store';
import { describeStores } from '../test/stores';

describeStores('Store ($name)', (kind) => {
  let clock: ManualClock;
  let store: Store;

  beforeEach(() => {
    clock = manualClock();
    store = kind.make(clock);
  });
  afterEach(async () => {
    await store.close();
    await kind.cleanup();
  });

  it('keeps, replaces and deletes values', async () => {
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'one', null);
    await store.set('b', 'two', 60_000);
    await store.set('a', 'uno', null);
    expect(await store.get('a')).toBe('uno');
    await store.delete(['a', 'b', 'missing']);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toBeNull();
  });

  it('counts increments and keeps the first expiry', async () => {
    expect(await store.increment('n', 60_000)).toBe(1);
    expect(await store.increment('n', 60_000)).toBe(2);
    expect(await store.increment('n', 60_000)).toBe(3);
    expect(await store.get('n')).toBe('3');
  });

  it('holds sets of members', async () => {
    await store.addToSet('s', 'x', 60_000);
    await store.addToSet('s', 'y', 60_000);
    await store.addToSet('s', 'x', 60_000);
    expect((await store.members('s')).sort()).toEqual(['x', 'y']);
    await store.removeFromSet('s', 'x');
    expect(await store.members('s')).toEqual(['y']);
    expect(await store.members('nothing')).toEqual([]);
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  if (kind.name === 'memory') {
    it('expires values by its clock', async () => {
      await store.set('t', 'v', 1000);
      await store.increment('c', 1000);
      await store.addToSet('s', 'm', 1000);
      clock.advance(999);
      expect(await store.get('t')).toBe('v');
      clock.advance(1);
      expect(await store.get('t')).toBeNull();
      expect(await store.get('c')).toBeNull();
      expect(await store.members('s')).toEqual([]);
    });
  } else {
    it('expires values with Redis TTLs', async () => {
      await store.set('t', 'v', 50);
      await store.increment('c', 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.get('t')).toBeNull();
      expect(await store.get('c')).toBeNull();
    });
  }
});
