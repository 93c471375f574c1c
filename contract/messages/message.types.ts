/**
 * The seller's inbox (spec §2 /messages, §3 user info `messages`): notices from the marketplaces the company sells
 * on and from the group's staff. A message is read once its detail has been opened; the sidebar badge counts the
 * unread ones.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { LocalizedName } from '../localized-name';

/** Who wrote: a marketplace (then `marketplace` names it) or the group's staff (announcements, account notices). */
export const MESSAGE_SENDER_KINDS = ['marketplace', 'staff'] as const;
export type MessageSenderKind = (typeof MESSAGE_SENDER_KINDS)[number];

/** What a message is about; staff write announcements and account notices, marketplaces the rest (and announcements). */
export const MESSAGE_TOPICS = ['announcement', 'accountNotice', 'policyUpdate', 'campaign', 'performance'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

export interface Message {
  id: number;
  companyId: number;
  senderKind: MessageSenderKind;
  /** The marketplace that wrote; null for staff. */
  marketplace: MarketplaceCode | null;
  topic: MessageTopic;
  /**
   * The portal's own messages (staff) come in both interface languages and are read in the reader's; a marketplace's
   * come as it wrote them, one text for both (`untranslated`).
   */
  subject: LocalizedName;
  body: LocalizedName;
  sentAt: string;
  /** When the seller first opened it; null while unread. */
  readAt: string | null;
}

export const isUnread = (message: Pick<Message, 'readAt'>): boolean => message.readAt === null;
