/** The messages badge: the company's unread messages, read from its message book (generated on first need). */
import type { Counts } from '@contract/api/session';
import { isUnread } from '@contract/messages/message.types';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { messagesOf } from './message-book';

/** Empty for a company the world does not know (its counts stay as they are). */
export function liveMessageCount(world: World, companyId: number): Partial<Pick<Counts, 'messages'>> {
  if (!world.messageBooks[companyId] && !findCompany(world, companyId)) return {};
  return { messages: messagesOf(world, companyId).filter(isUnread).length };
}
