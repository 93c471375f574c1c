import { fillPath } from '@contract/api/route-def';
import type { MessageDetailAnswer, MessageListAnswer } from '@contract/messages/message.api';
import { MESSAGE_ROUTES } from '@contract/messages/message.routes';
import { isUnread } from '@contract/messages/message.types';
import { messagesOf } from '@mocks/world/messages/message-book';
import { seededHarnessPerFile } from '../../test/seeded-file';

const AYSE_COMPANY = 1001;
const detailPath = (id: number) => fillPath(MESSAGE_ROUTES.detail.path, { id });
const readPath = (id: number) => fillPath(MESSAGE_ROUTES.read.path, { id });

describe('messages', () => {
  const seeded = seededHarnessPerFile();
  const book = () => messagesOf(seeded.h.sandbox.world, AYSE_COMPANY);
  const list = async (query: string) => (await (await seeded.browser.get(`${MESSAGE_ROUTES.list.path}${query}`)).json()) as MessageListAnswer;

  it('lists the seller’s inbox newest first; the Unread tab holds as many as the badge says', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const all = await list('?pageSize=100');
    expect(all.total).toBe(book().length);
    expect(all.items.every((row) => row.companyId === AYSE_COMPANY)).toBe(true);
    expect(all.items.map((row) => row.sentAt)).toEqual([...all.items.map((row) => row.sentAt)].sort().reverse());
    const badge = await seeded.badge('messages');
    expect(badge).toBeGreaterThan(0);
    expect(all.tabCounts.unread).toBe(badge);
    const unread = await list('?tab=unread&pageSize=100');
    expect(unread.items).toHaveLength(badge!);
    expect(unread.items.every((row) => row.readAt === null)).toBe(true);
  });

  it('filters by marketplace and refuses a date range over 10 days (spec §5)', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const marketplace = book().find((message) => message.marketplace !== null)!.marketplace!;
    const one = await list(`?marketplace=${marketplace}&pageSize=100`);
    expect(one.total).toBe(book().filter((message) => message.marketplace === marketplace).length);
    expect(one.items.every((row) => row.marketplace === marketplace)).toBe(true);
    const response = await seeded.browser.call(MESSAGE_ROUTES.list, { search: 'from=2026-01-01&to=2026-01-20' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ from: 'validation.dateRangeTooLong' });
  });

  it('opens a message without changing it, and reading it drops the badge by one, once', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await seeded.badge('messages');
    const message = book().find(isUnread)!;
    const opened = (await (await seeded.browser.get(detailPath(message.id))).json()) as MessageDetailAnswer;
    expect(opened.message).toMatchObject({ id: message.id, body: message.body, readAt: null });
    const read = await seeded.browser.post(readPath(message.id));
    expect(read.status).toBe(200);
    expect(((await read.json()) as MessageDetailAnswer).message.readAt).not.toBeNull();
    expect(await seeded.badge('messages')).toBe(before! - 1);
    expect((await seeded.browser.post(readPath(message.id))).status).toBe(200);
    expect(await seeded.badge('messages')).toBe(before! - 1);
    expect((await list('?tab=unread&pageSize=100')).items.map((row) => row.id)).not.toContain(message.id);
  });

  it('answers 404 for another company’s message, and leaves it unread', async () => {
    await seeded.browser.signIn('omar@demo.tezgah.dev');
    const message = book().find(isUnread)!;
    expect((await seeded.browser.get(detailPath(message.id))).status).toBe(404);
    expect((await seeded.browser.post(readPath(message.id))).status).toBe(404);
    expect(book().find((candidate) => candidate.id === message.id)?.readAt).toBeNull();
    expect((await seeded.browser.get(detailPath(999_999_999))).status).toBe(404);
  });
});
