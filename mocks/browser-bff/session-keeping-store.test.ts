import { manualClock } from '../../bff/src/lib/clock';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { CookieJar } from './cookie-jar';
import { SESSION_STORE_KEY, SessionKeepingStore } from './session-keeping-store';

describe('SessionKeepingStore', () => {
  it('brings back live sessions and their user indexes, and nothing else', async () => {
    const storage = new MemoryStorage();
    const clock = manualClock();
    const first = await SessionKeepingStore.restore({ storage, clock });
    await first.set('session:live', '{"userId":"usr-ayse"}', 60_000);
    await first.set('session:short', '{"userId":"usr-omar"}', 1_000);
    await first.addToSet('user-sessions:usr-ayse', 'live', 60_000);
    await first.addToSet('user-sessions:usr-ayse', 'gone', 60_000);
    await first.removeFromSet('user-sessions:usr-ayse', 'gone');
    await first.set('bookmarks:usr-ayse', '[]', null);
    await first.increment('login-failures:ip:x:1', 60_000);

    clock.advance(5_000);
    const second = await SessionKeepingStore.restore({ storage, clock });
    expect(await second.get('session:live')).toBe('{"userId":"usr-ayse"}');
    expect(await second.get('session:short')).toBeNull();
    expect(await second.members('user-sessions:usr-ayse')).toEqual(['live']);
    expect(await second.get('bookmarks:usr-ayse')).toBeNull();
    expect(await second.get('login-failures:ip:x:1')).toBeNull();

    await second.delete(['session:live', 'user-sessions:usr-ayse']);
    expect(storage.getItem(SESSION_STORE_KEY)).toBeNull();
  });

  it('ignores what it cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORE_KEY, '{not json');
    const store = await SessionKeepingStore.restore({ storage, clock: manualClock() });
    expect(await store.get('session:x')).toBeNull();
  });
});

describe('CookieJar', () => {
  it('keeps, sends and forgets cookies the way a browser does', () => {
    const storage = new MemoryStorage();
    const jar = new CookieJar(storage);
    jar.take(['tezgah.sid=abc; Path=/; HttpOnly; SameSite=Lax', 'other=1; Max-Age=60']);
    expect(jar.header()).toBe('tezgah.sid=abc; other=1');
    expect(new CookieJar(storage).header()).toBe('tezgah.sid=abc; other=1');
    jar.take(['tezgah.sid=; Max-Age=0; Path=/', 'other=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header()).toBeNull();
    expect(new CookieJar(storage).size).toBe(0);
  });
});
