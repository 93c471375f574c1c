import { describe, expect, it } from 'vitest';
import type { QuestionDetailAnswer, QuestionListAnswer } from '@contract/questions/question.api';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { ticketsOf } from '@mocks/world/tickets/ticket-book';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
const file = sandboxPerFile(() => Date.UTC(2026, 0, 15, 9, 0, 0));
const { sandbox } = file;
const call = file.client('marketplace', AYSE);

describe('sandbox marketplace: questions and ready answers', () => {
  it('lists the company’s questions with the list query, and refuses another company’s token', async () => {
    const list = await call<QuestionListAnswer>('1001/questions?tab=closed&pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.items.every((row) => row.status === 'closed' && row.companyId === 1001)).toBe(true);
    expect((await call('1001/questions?from=2026-01-01&to=2026-01-30')).status).toBe(400);
    expect((await call('1002/questions')).status).toBe(403);
  });

  it('takes a reply once the rule allows it: a closed question is 409, another company’s is 404', async () => {
    const [open, closed] = (['open', 'closed'] as const).map((status) => ticketsOf(sandbox().world, 1001).find((ticket) => ticket.status === status)!);
    expect((await call(`1002/questions/${open!.id}/reply`, { method: 'POST', token: OMAR, body: { text: 'Hi', urls: [], attachments: [] } })).status).toBe(404);
    expect(await call(`1001/questions/${closed!.id}/reply`, { method: 'POST', body: { text: 'Hi', urls: [], attachments: [] } })).toMatchObject({
      status: 409,
      body: { error: 'ticketClosed' },
    });
    expect(await call(`1001/questions/${open!.id}/reply`, { method: 'POST', body: { text: 'Hi', urls: ['mailto:a@b.c'], attachments: [] } })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { urls: 'validation.replyUrlInvalid' } },
    });
    const wrongTypes = { text: 'Hi', urls: 'https://example.com', attachments: [{ fileName: 7, contentBase64: 'iVBORw0KGgo=' }] };
    expect(await call(`1001/questions/${open!.id}/reply`, { method: 'POST', body: wrongTypes })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { urls: expect.any(String), 'attachments[0].fileName': expect.any(String) } },
    });
    const replied = await call<QuestionDetailAnswer>(`1001/questions/${open!.id}/reply`, { method: 'POST', body: { text: 'Hi', urls: [], attachments: [] } });
    expect(replied.body.ticket.status).toBe('awaitingUser');
    expect((await call(`1001/questions/${open!.id}/attachments/${open!.id}-1.png`)).status).toBe(404);
  });

  it('keeps ready answers per company', async () => {
    const created = await call<ReadyAnswerListAnswer>('1002/ready-answers', {
      method: 'POST',
      token: OMAR,
      body: { title: 'Size', message: 'See the size chart.' },
    });
    expect(created.status).toBe(201);
    const size = created.body.items.find((answer) => answer.title === 'Size')!;
    expect((await call(`1001/ready-answers/${size.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call<ReadyAnswerListAnswer>(`1002/ready-answers/${size.id}`, { method: 'DELETE', token: OMAR })).body.items).toHaveLength(3);
  });
});
