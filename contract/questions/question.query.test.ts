import { questionStateLink } from '../dashboard/dashboard.links';
import { IMAGE_MAX_BYTES } from '../catalog/catalog.rules';
import type { Ticket } from '../tickets/ticket.types';
import { isReplyUrl, replyUrlsOf, ticketReplyProblems } from './question.api';
import { parseQuestionQuery, questionFilterProblems, questionMatches, questionQueryToRaw } from './question.query';

const ticket = {
  id: 100_100_000_007,
  marketplace: 'hepsiburada',
  productSku: 'ANT-1001-0042',
  orderId: 1_001_000_042,
  marketplaceOrderId: '0012345678',
  createdAt: '2026-01-10T12:00:00.000Z',
} as Ticket;

describe('the questions list query', () => {
  it('opens on the seller’s to-do list, soonest expiry first; a dashboard question state opens its tab', () => {
    expect(parseQuestionQuery({})).toMatchObject({ tab: 'awaitingSeller', sort: { field: 'expiresAt', direction: 'asc' }, page: 1 });
    const fromDashboard = parseQuestionQuery(Object.fromEntries(new URL(questionStateLink('expired'), 'http://x').searchParams));
    expect(fromDashboard.tab).toBe('expired');
    expect(questionQueryToRaw(parseQuestionQuery({ tab: 'closed', sku: ' SKU-1 ', sort: '-createdAt' }))).toEqual({
      tab: 'closed',
      sku: 'SKU-1',
      page: '1',
      pageSize: '25',
      sort: '-createdAt',
    });
    const bogus = parseQuestionQuery({ tab: 'nope', marketplace: 'ebay', sort: 'customer' });
    expect([bogus.tab, bogus.marketplace, bogus.sort.field]).toEqual(['awaitingSeller', undefined, 'expiresAt']);
  });

  it('checks the date range by the spec’s rules, optional but at most 10 days', () => {
    expect(questionFilterProblems({})).toBeNull();
    expect(questionFilterProblems({ from: '2026-01-01', to: '2026-01-10' })).toBeNull();
    expect(questionFilterProblems({ from: '2026-01-01', to: '2026-01-11' })).toEqual({ from: 'validation.dateRangeTooLong' });
    expect(questionFilterProblems({ to: '2026-01-11' })).toEqual({ from: 'validation.dateRangeRequired' });
  });

  it('matches the whole SKU and the whole order or marketplace order id, in any case', () => {
    expect(questionMatches(ticket, { sku: 'ant-1001-0042' })).toBe(true);
    expect(questionMatches(ticket, { sku: 'ANT-1001' })).toBe(false);
    expect(questionMatches(ticket, { order: '1001000042' })).toBe(true);
    expect(questionMatches(ticket, { order: '0012345678' })).toBe(true);
    expect(questionMatches(ticket, { order: '12345678' })).toBe(false);
    expect(questionMatches(ticket, { marketplace: 'trendyol' })).toBe(false);
    expect(questionMatches(ticket, { from: '2026-01-10', to: '2026-01-10' })).toBe(true);
    expect(questionMatches(ticket, { from: '2026-01-11', to: '2026-01-12' })).toBe(false);
    expect(questionMatches({ ...ticket, orderId: null, marketplaceOrderId: null }, { order: '1001000042' })).toBe(false);
  });
});

describe('a ticket reply (spec §5)', () => {
  const png = { name: 'label.png', size: 8, head: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };

  it('takes comma-separated http and https links', () => {
    expect(replyUrlsOf(' https://a.example/x , ,http://b.example ')).toEqual(['https://a.example/x', 'http://b.example']);
    expect(['https://a.example', 'http://b.example/p?q=1'].every(isReplyUrl)).toBe(true);
    expect(['ftp://a.example', 'javascript:alert(1)', 'a.example', 'https://', 'https://a b.example'].some(isReplyUrl)).toBe(false);
  });

  it('needs a text, and takes files plus links at most 3 together, each file an image', () => {
    expect(ticketReplyProblems({ text: 'Yes.', urls: 'https://a.example, https://b.example' }, [png])).toBeNull();
    expect(ticketReplyProblems({ text: ' ' }, [])).toEqual({ text: 'validation.replyTextRequired' });
    expect(ticketReplyProblems({ text: 'Yes.', urls: 'https://a.example, www.b.example' }, [])).toEqual({ urls: 'validation.replyUrlInvalid' });
    expect(ticketReplyProblems({ text: 'Yes.', urls: 'https://a.example, https://b.example' }, [png, png])).toEqual({
      attachments: 'validation.replyTooManyItems',
    });
    expect(ticketReplyProblems({ text: 'Yes.' }, [{ name: 'manual.pdf', size: 8 }])).toEqual({ attachments: 'validation.imageExtension' });
    expect(ticketReplyProblems({ text: 'Yes.' }, [{ ...png, size: IMAGE_MAX_BYTES + 1 }])).toEqual({ attachments: 'validation.imageTooLarge' });
  });
});
