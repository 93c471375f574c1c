/**
 * Messages in the seeded world: what the sandbox's marketplace service answers. Opening marks a message read in the
 * company's book, so the list, the detail and the badge (countsOf) read the same messages.
 */
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { messageRowOf, type MessageDetailAnswer, type MessageListAnswer } from '@contract/messages/message.api';
import { MESSAGE_TABS, messageMatches, type MessageListQuery } from '@contract/messages/message.query';
import { isUnread } from '@contract/messages/message.types';
import type { World } from '../world';
import { messagesOf } from './message-book';

export function listMessages(world: World, companyId: number, query: MessageListQuery): MessageListAnswer {
  const matching = messagesOf(world, companyId).filter((message) => messageMatches(message, query));
  const unread = matching.filter(isUnread);
  const tabCounts = { ...zeroCounts(MESSAGE_TABS), all: matching.length, unread: unread.length };
  const rows = query.tab === 'unread' ? unread : [...matching];
  rows.sort(compareBy((message) => `${message.sentAt}|${String(message.id).padStart(16, '0')}`, query.sort.direction));
  return { items: paginate(rows, query.page, query.pageSize).map(messageRowOf), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

export function getMessage(world: World, companyId: number, id: number): MessageDetailAnswer | undefined {
  const message = messagesOf(world, companyId).find((candidate) => candidate.id === id);
  return message ? { message } : undefined;
}

/** The message, read from `now` on (kept as first read when it already was); undefined when the company has no such message. */
export function readMessage(world: World, companyId: number, id: number, now: number): MessageDetailAnswer | undefined {
  const answer = getMessage(world, companyId, id);
  if (answer && isUnread(answer.message)) answer.message.readAt = new Date(now).toISOString();
  return answer;
}
