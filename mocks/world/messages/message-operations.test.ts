import { describe, expect, it } from 'vitest';
import { parseMessageQuery } from '@contract/messages/message.query';
import { isUnread } from '@contract/messages/message.types';
import { emptyCompanyBooks } from '../empty-world';
import { countsOf } from '../badge-counts';
import { registerSeller } from '../registration';
import { createWorld } from '../world';
import { messagesOf } from './message-book';
import { listMessages, readMessage } from './message-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('the message book', () => {
  it('is the same for the same seed, and its unread messages are the seeded badge count', () => {
    const [a, b] = [createWorld({ now: NOW }), createWorld({ now: NOW })];
    expect(messagesOf(a, 1001)).toEqual(messagesOf(b, 1001));
    for (const company of a.companies) {
      const book = messagesOf(a, company.id);
      expect(book.filter(isUnread)).toHaveLength(createWorld({ now: NOW }).counts[company.id]!.messages);
      expect(countsOf(a, company.id).messages).toBe(book.filter(isUnread).length);
      expect(book.every((message) => message.companyId === company.id && Date.parse(message.sentAt) < NOW)).toBe(true);
    }
  });

  it('holds marketplace messages naming their marketplace and staff messages naming none', () => {
    const world = createWorld({ now: NOW });
    const book = messagesOf(world, 1001);
    const codes = new Set(world.marketplaces.map((marketplace) => marketplace.code));
    expect(book.some((message) => message.senderKind === 'staff')).toBe(true);
    expect(book.filter((message) => message.senderKind === 'marketplace').every((message) => codes.has(message.marketplace!))).toBe(true);
    expect(book.filter((message) => message.senderKind === 'staff').every((message) => message.marketplace === null)).toBe(true);
    expect(new Set(world.companies.flatMap((company) => messagesOf(world, company.id).map((message) => message.id))).size).toBe(
      world.companies.reduce((sum, company) => sum + messagesOf(world, company.id).length, 0),
    );
  });

  it('writes the portal’s own (staff) messages in both languages, and a marketplace’s in the company’s language only', () => {
    const world = createWorld({ now: NOW });
    const turkish = /[ğışçöü]/i;
    for (const companyId of [1001, 1002]) {
      const book = messagesOf(world, companyId);
      const staff = book.filter((message) => message.senderKind === 'staff');
      expect(staff.length).toBeGreaterThan(0);
      for (const message of staff) {
        expect(message.subject.en).not.toBe(message.subject.tr);
        expect(turkish.test(message.body.tr) && !turkish.test(message.body.en)).toBe(true);
      }
      const marketplace = book.filter((message) => message.senderKind === 'marketplace');
      expect(marketplace.every((message) => message.subject.en === message.subject.tr && message.body.en === message.body.tr)).toBe(true);
      expect(marketplace.some((message) => turkish.test(message.body.en))).toBe(companyId === 1001);
    }
  });

  it('gives a new seller one unread welcome, and the empty world nothing', () => {
    const world = createWorld({ now: NOW });
    const registered = registerSeller(world, { name: 'Yeni Satıcı', email: 'new@example.test' });
    if (!registered.ok) throw new Error('registration refused');
    expect(messagesOf(world, registered.company.id)).toMatchObject([{ senderKind: 'staff', topic: 'announcement', readAt: null }]);
    expect(countsOf(world, registered.company.id).messages).toBe(1);
    const empty = emptyCompanyBooks(createWorld({ now: NOW }));
    expect(listMessages(empty, 1001, parseMessageQuery({})).total).toBe(0);
    expect(countsOf(empty, 1001).messages).toBe(0);
  });
});

describe('listing and reading messages', () => {
  it('lists newest first with the tabs counted under the filters', () => {
    const world = createWorld({ now: NOW });
    const all = listMessages(world, 1003, parseMessageQuery({ pageSize: '100' }));
    expect(all.items.map((row) => row.sentAt)).toEqual([...all.items.map((row) => row.sentAt)].sort().reverse());
    expect(all.tabCounts).toEqual({ all: all.total, unread: messagesOf(world, 1003).filter(isUnread).length });
    const marketplace = all.items.find((row) => row.marketplace !== null)!.marketplace!;
    const one = listMessages(world, 1003, parseMessageQuery({ marketplace, pageSize: '100' }));
    expect(one.total).toBeGreaterThan(0);
    expect(one.items.every((row) => row.marketplace === marketplace)).toBe(true);
    const staff = listMessages(world, 1003, parseMessageQuery({ senderKind: 'staff', tab: 'unread', pageSize: '100' }));
    expect(staff.items.every((row) => row.senderKind === 'staff' && row.readAt === null)).toBe(true);
    const newest = all.items[0]!.sentAt.slice(0, 10);
    const day = listMessages(world, 1003, parseMessageQuery({ from: newest, to: newest, pageSize: '100' }));
    expect(day.items.length).toBeGreaterThan(0);
    expect(day.items.every((row) => row.sentAt.startsWith(newest))).toBe(true);
  });

  it('reads a message of the company only', () => {
    const world = createWorld({ now: NOW });
    const message = messagesOf(world, 1003).find(isUnread)!;
    expect(readMessage(world, 1002, message.id, NOW)).toBeUndefined();
    expect(readMessage(world, 1003, message.id, NOW)?.message.readAt).toBe(new Date(NOW).toISOString());
    expect(listMessages(world, 1003, parseMessageQuery({ tab: 'unread', pageSize: '100' })).items.map((row) => row.id)).not.toContain(message.id);
  });
});
