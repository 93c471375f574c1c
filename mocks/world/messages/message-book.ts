/** A company's messages, generated on first access from (world seed, company id) alone and kept in `world.messageBooks`. */
import type { Message } from '@contract/messages/message.types';
import { catalogKindOf } from '../catalog/generate-plan';
import { findCompany } from '../lookups';
import { mixSeed, mulberry32, randomInt } from '../prng';
import { GENERATED_COMPANY_COUNT, type World } from '../world';
import { generateMessages, welcomeMessages } from './generate-messages';

/** Newest first; empty for a company the world does not know. */
export function messagesOf(world: World, companyId: number): Message[] {
  const existing = world.messageBooks[companyId];
  if (existing) return existing;
  const company = findCompany(world, companyId);
  if (!company) return [];
  let book: Message[];
  if (catalogKindOf(companyId, GENERATED_COMPANY_COUNT) === 'empty') book = welcomeMessages(company, world.createdAt);
  else {
    const random = mulberry32(mixSeed(world.seed, companyId, 7));
    const unread = world.counts[companyId]?.messages ?? 0;
    book = generateMessages({ random, company, marketplaces: world.marketplaces, now: world.createdAt, unread, read: randomInt(random, 14, 30) });
  }
  world.messageBooks[companyId] = book;
  return book;
}
