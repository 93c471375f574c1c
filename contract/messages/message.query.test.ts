import { describe, expect, it } from 'vitest';
import { messageRowOf, MESSAGE_PREVIEW_LENGTH } from './message.api';
import { messageFilterProblems, messageMatches, messageQueryToRaw, parseMessageQuery } from './message.query';
import type { Message } from './message.types';
import { untranslated } from '../localized-name';

const message: Message = {
  id: 10030001,
  companyId: 1003,
  senderKind: 'marketplace',
  marketplace: 'noon-ae',
  topic: 'campaign',
  subject: untranslated('Noon UAE invites you'),
  body: { en: 'Join the weekend campaign.', tr: 'Hafta sonu kampanyasına katılın.' },
  sentAt: '2026-01-10T08:00:00.000Z',
  readAt: null,
};

describe('the messages query', () => {
  it('reads tabs, filters and sort, newest first by default, and ignores what it does not know', () => {
    expect(parseMessageQuery({})).toMatchObject({ tab: 'all', sort: { field: 'sentAt', direction: 'desc' } });
    const query = parseMessageQuery({ tab: 'unread', marketplace: 'noon-ae', senderKind: 'staff', from: '2026-01-01', to: '2026-01-10' });
    expect(query).toMatchObject({ tab: 'unread', marketplace: 'noon-ae', senderKind: 'staff', from: '2026-01-01', to: '2026-01-10' });
    const unknown = parseMessageQuery({ tab: 'starred', marketplace: 'amazon', senderKind: 'customer' });
    expect([unknown.tab, unknown.marketplace, unknown.senderKind]).toEqual(['all', undefined, undefined]);
    expect(parseMessageQuery(messageQueryToRaw(query))).toEqual(query);
  });

  it('refuses a date range of more than 10 days or with one end (spec §5)', () => {
    expect(messageFilterProblems({ from: '2026-01-01', to: '2026-01-10' })).toBeNull();
    expect(messageFilterProblems({ from: '2026-01-01', to: '2026-01-11' })).toEqual({ from: 'validation.dateRangeTooLong' });
    expect(messageFilterProblems({ from: '2026-01-01' })).toEqual({ from: 'validation.dateRangeRequired' });
  });

  it('matches the marketplace, the sender kind and the days of sentAt', () => {
    expect(messageMatches(message, { marketplace: 'noon-ae', senderKind: 'marketplace', from: '2026-01-10', to: '2026-01-10' })).toBe(true);
    expect(messageMatches(message, { marketplace: 'trendyol' })).toBe(false);
    expect(messageMatches(message, { senderKind: 'staff' })).toBe(false);
    expect(messageMatches(message, { from: '2026-01-11', to: '2026-01-12' })).toBe(false);
  });
});

describe('a message row', () => {
  it('leaves the body out and previews it in each language, cut at a word when long', () => {
    expect(messageRowOf(message)).toEqual({
      ...(({ body: _body, ...rest }) => rest)(message),
      preview: { en: 'Join the weekend campaign.', tr: 'Hafta sonu kampanyasına katılın.' },
    });
    const long = messageRowOf({ ...message, body: { en: 'word '.repeat(60), tr: 'söz '.repeat(60) } });
    expect(long.preview.en.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH + 1);
    expect(long.preview.en).toMatch(/word…$/);
    expect(long.preview.tr).toMatch(/söz…$/);
  });
});
