import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { countsOf } from '../badge-counts';
import { createWorld, type World } from '../world';
import { ticketsOf } from './ticket-book';
import { getQuestion } from './ticket-operations';
import { replyToQuestion, ticketAttachmentFile } from './ticket-reply';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('base64');
const PDF_BASE64 = Buffer.from('%PDF-1.4 not an image').toString('base64');
const png = (fileName = 'label.png') => ({ fileName, contentBase64: PNG_BASE64 });

describe('replying to a question', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });
  const ticketWith = (status: string) => ticketsOf(world, 1001).find((ticket) => ticket.status === status)!;

  it('adds the seller’s message with its links and files, waits for the customer, and lowers the badge', () => {
    const ticket = ticketWith('open');
    const before = countsOf(world, 1001, NOW).tickets;
    const answer = replyToQuestion(
      world,
      1001,
      ticket.id,
      { text: 'Yes, it is original.', urls: ['https://example.com/warranty'], attachments: [png()] },
      NOW,
    ) as QuestionDetailAnswer;
    expect(answer.ticket.status).toBe('awaitingUser');
    const sent = answer.ticket.messages.at(-1)!;
    expect(sent).toMatchObject({
      sender: 'merchant',
      text: 'Yes, it is original.',
      urls: ['https://example.com/warranty'],
      sentAt: new Date(NOW).toISOString(),
    });
    const key = sent.attachments[0]!.url.split('/').pop()!;
    expect(sent.attachments[0]).toEqual({ fileName: 'label.png', url: `/api/questions/${ticket.id}/attachments/${key}` });
    expect(ticketAttachmentFile(world, 1001, ticket.id, key)).toEqual({ fileName: 'label.png', contentType: 'image/png', contentBase64: PNG_BASE64 });
    expect(ticketAttachmentFile(world, 1002, ticket.id, key)).toBeUndefined();
    expect(countsOf(world, 1001, NOW).tickets).toBe(before - 1);
  });

  it('refuses a closed or an expired question, and one whose time ran out while it waited', () => {
    expect(replyToQuestion(world, 1001, ticketWith('closed').id, { text: 'Hello', urls: [], attachments: [] }, NOW)).toEqual({ code: 'ticketClosed' });
    expect(replyToQuestion(world, 1001, ticketWith('expired').id, { text: 'Hello', urls: [], attachments: [] }, NOW)).toEqual({ code: 'ticketExpired' });
    const open = ticketWith('awaitingMerchant');
    expect(replyToQuestion(world, 1001, open.id, { text: 'Hello', urls: [], attachments: [] }, Date.parse(open.expiresAt))).toEqual({ code: 'ticketExpired' });
    expect(getQuestion(world, 1001, open.id, Date.parse(open.expiresAt))!.ticket.status).toBe('expired');
  });

  it('checks the body again: a text, http(s) links only, images only, files plus links at most 3', () => {
    const { id } = ticketWith('open');
    expect(replyToQuestion(world, 1001, id, { text: ' ', urls: [], attachments: [] }, NOW)).toEqual({
      code: 'validation',
      fields: { text: 'validation.replyTextRequired' },
    });
    expect(replyToQuestion(world, 1001, id, { text: 'See', urls: ['ftp://example.com/a'], attachments: [] }, NOW)).toEqual({
      code: 'validation',
      fields: { urls: 'validation.replyUrlInvalid' },
    });
    expect(replyToQuestion(world, 1001, id, { text: 'See', urls: [], attachments: [{ fileName: 'a.png', contentBase64: PDF_BASE64 }] }, NOW)).toEqual({
      code: 'unsupportedFile',
      fields: { attachments: 'validation.imageContent' },
    });
    expect(replyToQuestion(world, 1001, id, { text: 'See', urls: ['https://a.example', 'https://b.example'], attachments: [png(), png()] }, NOW)).toEqual({
      code: 'validation',
      fields: { attachments: 'validation.replyTooManyItems' },
    });
    expect(replyToQuestion(world, 1002, id, { text: 'Hello', urls: [], attachments: [] }, NOW)).toBeUndefined();
    expect(ticketWith('open').id).toBe(id);
  });
});
