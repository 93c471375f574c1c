/**
 * Messages for the page stories, from the seeded world the sandbox serves, read with the same operations the
 * sandbox's routes call (listMessages, getMessage); samples are found by what they must show, never written by hand.
 */
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import type { MessageDetailAnswer, MessageListAnswer } from '@contract/messages/message.api';
import { MESSAGE_TABS, parseMessageQuery, type MessageListQuery } from '@contract/messages/message.query';
import { isUnread, type Message } from '@contract/messages/message.types';
import { messagesOf } from '@mocks/world/messages/message-book';
import { listMessages } from '@mocks/world/messages/message-operations';
import { countsOf } from '@mocks/world/badge-counts';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const messageQuery = (raw: RawQuery = {}): MessageListQuery => parseMessageQuery(raw);
export const messagesPage = (query: MessageListQuery): MessageListAnswer => listMessages(world, SELLER_COMPANY_ID, query);
export const noMessages = (query: MessageListQuery): MessageListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(MESSAGE_TABS),
});
/** The seller's unread count as the seeded world starts (the sidebar badge). */
export const SEEDED_UNREAD = countsOf(world, SELLER_COMPANY_ID).messages;

function sample(what: string, test: (message: Message) => boolean): MessageDetailAnswer {
  const message = messagesOf(world, SELLER_COMPANY_ID).find(test);
  if (!message) throw new Error(`The seeded world has no message that ${what}`);
  return { message: structuredClone(message) };
}

export const MESSAGES = {
  /** Not opened yet (the newest unread). */
  unread: sample('is unread', isUnread),
  /** From a marketplace, read. */
  readMarketplace: sample('is a read marketplace message', (message) => !isUnread(message) && message.marketplace !== null),
  /** From the group's staff, read. */
  readStaff: sample('is a read staff message', (message) => !isUnread(message) && message.senderKind === 'staff'),
};
export type MessageSample = keyof typeof MESSAGES;
