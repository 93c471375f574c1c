import { manualClock, type ManualClock } from './clock';
import { sha256 } from './crypto';
import { Sessions } from './sessions';
import type { Store } from './store';
import { identity } from '../test/fixtures';
import { describeStores } from '../test/stores';

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
const ABSOLUTE = 12 * 60 * MINUTE;

describeStores('Sessions ($name store)', (kind) => {
  let clock: ManualClock;
  let store: Store;
  let sessions: Sessions;

  beforeEach(() => {
    clock = manualClock();
    store = kind.make(clock);
    sessions = new Sessions({ store, clock, idleMs: IDLE, absoluteMs: ABSOLUTE });
  });
  afterEach(async () => {
    await store.close();
    await kind.cleanup();
  });

  it('issues 32 random bytes as base64url and stores only sha256(id)', async () => {
    const { id } = await sessions.start(identity('u1', clock()), null, null);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(await store.get(`session:${id}`)).toBeNull();
    const stored = await store.get(`session:${sha256(id)}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(id);
    expect(await store.members('user-sessions:u1')).toEqual([sha256(id)]);
  });

  it('loads a live session and gives different ids each time', async () => {
    const a = await sessions.start(identity('u1', clock()), null, null);
    const b = await sessions.start(identity('u1', clock()), null, null);
    expect(a.id).not.toBe(b.id);
    expect((await sessions.load(a.id))?.userId).toBe('u1');
    expect(await sessions.load('unknown-id')).toBeNull();
  });

  it('ends after the idle time without requests, and each request restarts the idle time', async () => {
    const { id } = await sessions.start(identity('u1', clock()), null, null);
    clock.advance(IDLE - 1);
    expect(await sessions.load(id)).not.toBeNull();
    clock.advance(IDLE - 1);
    expect(await sessions.load(id)).not.toBeNull();
    clock.advance(IDLE);
    expect(await sessions.load(id)).toBeNull();
    expect(await sessions.load(id)).toBeNull();
  });

  it('writes a session back at most every 30 seconds while it is in use', async () => {
    const { id } = await sessions.start(identity('u1', clock()), null, null);
    const stored = () => store.get(`session:${sha256(id)}`);
    const first = await stored();
    clock.advance(29_000);
    expect((await sessions.load(id))?.lastSeenAt).toBe(clock() - 29_000);
    expect(await stored()).toBe(first);
    clock.advance(1_000);
    expect((await sessions.load(id))?.lastSeenAt).toBe(clock());
    expect(await stored()).not.toBe(first);
  });

  it('ends at the absolute lifetime however active', async () => {
    const signedInAt = clock();
    const { id } = await sessions.start(identity('u1', signedInAt), null, null);
    while (clock() < signedInAt + ABSOLUTE - 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect(await sessions.load(id)).not.toBeNull();
    }
    clock.set(signedInAt + ABSOLUTE - 1);
    expect(await sessions.load(id)).not.toBeNull();
    clock.set(signedInAt + ABSOLUTE);
    expect(await sessions.load(id)).toBeNull();
  });

  it('rotates: starting a session destroys the previous id', async () => {
    const first = await sessions.start(identity('u1', clock()), null, null);
    const second = await sessions.start(identity('u1', clock()), null, first.id);
    expect(await sessions.load(first.id)).toBeNull();
    expect(await sessions.load(second.id)).not.toBeNull();
    expect(await store.members('user-sessions:u1')).toEqual([sha256(second.id)]);
  });

  it('destroys one session on logout', async () => {
    const { id } = await sessions.start(identity('u1', clock()), null, null);
    await sessions.destroy(id);
    expect(await sessions.load(id)).toBeNull();
    expect(await store.members('user-sessions:u1')).toEqual([]);
  });

  it('destroys every session of a user, including admin-as-user sessions behind or in front of them', async () => {
    const phone = await sessions.start(identity('u1', clock()), null, null);
    const laptop = await sessions.start(identity('u1', clock()), null, null);
    const adminActing = await sessions.start(identity('u1', clock()), identity('admin', clock()), null);
    const adminOwn = await sessions.start(identity('admin', clock()), null, null);
    const other = await sessions.start(identity('u2', clock()), null, null);
    expect(await sessions.destroyAllForUser('u1')).toBe(3);
    for (const gone of [phone, laptop, adminActing]) expect(await sessions.load(gone.id)).toBeNull();
    expect(await sessions.load(adminOwn.id)).not.toBeNull();
    expect(await sessions.load(other.id)).not.toBeNull();
  });

  it('keeps updates to the user snapshot', async () => {
    const { id, record } = await sessions.start(identity('u1', clock()), null, null);
    await sessions.update(id, { ...record, user: { ...record.user, first_name: 'Changed' } });
    expect((await sessions.load(id))?.user.first_name).toBe('Changed');
  });
});
