/**
 * One company's inbox, drawn from the seed: notices from the world's marketplaces and from the group's staff over the
 * last 60 days: the staff's in both interface languages (the portal's own texts), a marketplace's as it wrote to the
 * seller, in the company's language. The unread ones are among the newest and exactly as many as asked (the
 * seeded badge count), so the badge and the inbox agree from the start.
 */
import type { Company } from '@contract/downstream/identity';
import type { Marketplace } from '@contract/downstream/marketplace';
import { DAY_MS } from '@contract/lists/date-range';
import { untranslated, type LocalizedName } from '@contract/localized-name';
import type { Message } from '@contract/messages/message.types';
import { pick, type Random } from '../prng';
import { MARKETPLACE_TEXTS, STAFF_TEXTS, WELCOME_TEXT, type MessageText } from './message-texts';

/** Message ids are `companyId * MESSAGE_ID_SPACE + n`: no clashes across companies. */
export const MESSAGE_ID_SPACE = 10_000;
const SPAN_MS = 60 * DAY_MS;
const STAFF_SHARE = 0.35;

export interface MessageInput {
  random: Random;
  company: Company;
  marketplaces: readonly Marketplace[];
  now: number;
  unread: number;
  read: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function filled(template: string, company: Company, marketplace: Marketplace | null): string {
  return template.replaceAll('{company}', company.name).replaceAll('{marketplace}', marketplace?.name ?? '');
}

/** The staff's text in both languages; a marketplace's in the one it wrote to this company in. */
function textIn(text: MessageText, template: LocalizedName, company: Company, marketplace: Marketplace | null): LocalizedName {
  if (text.senderKind === 'staff') return { en: filled(template.en, company, marketplace), tr: filled(template.tr, company, marketplace) };
  return untranslated(filled(template[company.country === 'TR' ? 'tr' : 'en'], company, marketplace));
}

function messageOf(input: MessageInput, text: MessageText, marketplace: Marketplace | null, sentAt: number): Omit<Message, 'id'> {
  const { company } = input;
  return {
    companyId: company.id,
    senderKind: text.senderKind,
    marketplace: marketplace?.code ?? null,
    topic: text.topic,
    subject: textIn(text, text.subject, company, marketplace),
    body: textIn(text, text.body, company, marketplace),
    sentAt: iso(sentAt),
    readAt: null,
  };
}

/** Newest first; ids grow with time. */
export function generateMessages(input: MessageInput): Message[] {
  const { random, now } = input;
  const total = input.unread + input.read;
  const drawn = Array.from({ length: total }, () => {
    const sentAt = Math.round(now - 10 * 60_000 - random() * SPAN_MS);
    if (random() < STAFF_SHARE || input.marketplaces.length === 0) return messageOf(input, pick(random, STAFF_TEXTS), null, sentAt);
    return messageOf(input, pick(random, MARKETPLACE_TEXTS), pick(random, input.marketplaces), sentAt);
  }).sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
  // The unread ones: `unread` of the newest `unread + 3`, the rest opened some time after they came.
  const unreadAt = new Set<number>();
  const pool = Math.min(total, input.unread + 3);
  while (unreadAt.size < input.unread) unreadAt.add(Math.floor(random() * pool));
  return drawn.map((message, index) => {
    const sent = Date.parse(message.sentAt);
    const readAt = unreadAt.has(index) ? null : iso(Math.min(now, sent + Math.round(5 * 60_000 + random() * 2 * DAY_MS)));
    return { ...message, id: input.company.id * MESSAGE_ID_SPACE + (total - index), readAt };
  });
}

/** A newly registered company's inbox: the staff's welcome, unread. */
export function welcomeMessages(company: Company, now: number): Message[] {
  const input: MessageInput = { random: () => 0, company, marketplaces: [], now, unread: 1, read: 0 };
  return [{ ...messageOf(input, WELCOME_TEXT, null, now), id: company.id * MESSAGE_ID_SPACE + 1 }];
}
