import { describe, expect, it } from 'vitest';
import type { MessageDetailAnswer, MessageListAnswer } from '@contract/messages/message.api';
import { isUnread } from '@contract/messages/message.types';
import { countsOf } from '@mocks/world/badge-counts';
import { messagesOf } from '@mocks/world/messages/message-book';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const LI: TokenOptions = { role: 'seller', companyId: 1003, sub: 'usr-li' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
const file = sandboxPerFile(() => NOW);
const { sandbox } = file;
const call = file.client('marketplace', LI);

describe('sandbox marketplace: messages', () => {
  it('lists the company’s inbox with the list query, and refuses another company’s token', async () => {
    const unread = await call<MessageListAnswer>('1003/messages?tab=unread&pageSize=100');
    expect(unread.status).toBe(200);
    expect(unread.body.items.length).toBeGreaterThan(0);
    expect(unread.body.items.every((row) => row.companyId === 1003 && row.readAt === null && !('body' in row))).toBe(true);
    expect(unread.body.tabCounts.unread).toBe(countsOf(sandbox().world, 1003).messages);
    expect((await call('1003/messages?from=2026-01-01&to=2026-01-30')).status).toBe(400);
    expect((await call('1002/messages')).status).toBe(403);
  });

  it('marks a message read once, keeping the first time; another company’s message is 404 and stays unread', async () => {
    const message = messagesOf(sandbox().world, 1003).find(isUnread)!;
    expect((await call(`1002/messages/${message.id}`, { token: OMAR })).status).toBe(404);
    expect((await call(`1002/messages/${message.id}/read`, { method: 'POST', token: OMAR })).status).toBe(404);
    expect(message.readAt).toBeNull();
    const before = countsOf(sandbox().world, 1003).messages;
    const read = await call<MessageDetailAnswer>(`1003/messages/${message.id}/read`, { method: 'POST' });
    expect(read.body.message).toMatchObject({ id: message.id, readAt: new Date(NOW).toISOString(), body: message.body });
    expect(countsOf(sandbox().world, 1003).messages).toBe(before - 1);
    const again = await call<MessageDetailAnswer>(`1003/messages/${message.id}/read`, { method: 'POST' });
    expect(again.body.message.readAt).toBe(new Date(NOW).toISOString());
    expect(countsOf(sandbox().world, 1003).messages).toBe(before - 1);
    expect((await call('1003/messages/99999999')).status).toBe(404);
  });
});
