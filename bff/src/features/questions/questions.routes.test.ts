import { fillPath } from '@contract/api/route-def';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { QuestionDetailAnswer, QuestionListAnswer } from '@contract/questions/question.api';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import { ticketsOf } from '@mocks/world/tickets/ticket-book';
import type { Ticket } from '@contract/tickets/ticket.types';
import { formWithFiles, PNG_BYTES, seededHarnessPerFile } from '../../test/seeded-file';

const AYSE_COMPANY = 1001;

const detailPath = (id: number) => fillPath(QUESTION_ROUTES.detail.path, { id });
const replyPath = (id: number) => fillPath(QUESTION_ROUTES.reply.path, { id });
const claimPath = (id: number) => fillPath(QUESTION_ROUTES.claim.path, { id });

describe('questions', () => {
  const seeded = seededHarnessPerFile();

  const tickets = () => ticketsOf(seeded.h.sandbox.world, AYSE_COMPANY);
  const withStatus = (status: Ticket['status']) => tickets().find((ticket) => ticket.status === status)!;
  const list = async (query: string) => (await (await seeded.browser.get(`${QUESTION_ROUTES.list.path}${query}`)).json()) as QuestionListAnswer;
  const badge = () => seeded.badge('tickets');

  it('opens on the questions waiting for the seller, soonest expiry first, as many as the badge says', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const todo = await list('?pageSize=100');
    expect(todo.total).toBe(await badge());
    expect(todo.items.every((row) => row.companyId === AYSE_COMPANY && (row.status === 'open' || row.status === 'awaitingMerchant'))).toBe(true);
    expect(todo.items.map((row) => row.expiresAt)).toEqual([...todo.items.map((row) => row.expiresAt)].sort());
    expect((await list('?tab=all')).total).toBe(tickets().length);
    const response = await seeded.browser.call(QUESTION_ROUTES.list, { search: 'from=2026-01-01&to=2026-01-20' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ from: 'validation.dateRangeTooLong' });
  });

  it('takes a reply with a text, a link and an image: Awaiting User, the badge one lower, the file for this seller only', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await badge();
    const ticket = withStatus('open');
    const response = await seeded.browser.upload(
      replyPath(ticket.id),
      formWithFiles('attachments', { text: ' Yes, it is original. ', urls: 'https://example.com/warranty' }, [['label.png', PNG_BYTES]]),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as QuestionDetailAnswer;
    expect(answer.ticket.status).toBe('awaitingUser');
    const sent = answer.ticket.messages.at(-1)!;
    expect(sent).toMatchObject({ sender: 'merchant', text: 'Yes, it is original.', urls: ['https://example.com/warranty'] });
    expect(await badge()).toBe(before! - 1);
    const file = await seeded.browser.get(sent.attachments[0]!.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);

    await seeded.browser.signIn('omar@demo.tezgah.dev');
    expect((await seeded.browser.get(sent.attachments[0]!.url)).status).toBe(404);
  });

  it('refuses a bad reply before anything travels: no text, a link that is not http(s), a PDF named .png, too many items', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const path = replyPath(withStatus('open').id);
    const before = seeded.h.downstreamRequests.length;
    const bare = await seeded.browser.upload(path, formWithFiles('attachments', { text: ' ' }));
    expect([bare.status, (await bare.json()).fields]).toEqual([400, { text: 'validation.replyTextRequired' }]);
    const ftp = await seeded.browser.upload(path, formWithFiles('attachments', { text: 'See', urls: 'ftp://example.com/a' }));
    expect((await ftp.json()).fields).toEqual({ urls: 'validation.replyUrlInvalid' });
    const renamed = await seeded.browser.upload(path, formWithFiles('attachments', { text: 'See' }, [['label.png', new TextEncoder().encode('%PDF-1.4')]]));
    expect([renamed.status, (await renamed.json()).fields]).toEqual([415, { attachments: 'validation.imageContent' }]);
    const four = await seeded.browser.upload(
      path,
      formWithFiles('attachments', { text: 'See', urls: 'https://a.example, https://b.example' }, [
        ['a.png', PNG_BYTES],
        ['b.png', PNG_BYTES],
      ]),
    );
    expect([four.status, (await four.json()).fields]).toEqual([400, { attachments: 'validation.replyTooManyItems' }]);
    expect(seeded.h.downstreamRequests.slice(before).some((entry) => entry.request.url.includes('/questions/'))).toBe(false);
  });

  it('answers 413 for a body over the limit of three images, before it is read', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const huge = new Uint8Array(3 * 1024 * 1024);
    huge.set(PNG_BYTES);
    const whole = await seeded.browser.upload(
      replyPath(withStatus('open').id),
      formWithFiles(
        'attachments',
        { text: 'Huge.' },
        [1, 2, 3, 4].map((n) => [`p${n}.png`, huge] as [string, Uint8Array]),
      ),
    );
    expect(whole.status).toBe(413);
    expect((await whole.json()).fields).toEqual({ attachments: 'validation.imageTooLarge' });
  });

  it('refuses a reply to a closed or expired question, and to one whose time ran out meanwhile', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const closed = await seeded.browser.upload(replyPath(withStatus('closed').id), formWithFiles('attachments', { text: 'Hello' }));
    expect([closed.status, (await closed.json()).code]).toEqual([409, 'ticketClosed']);
    const [soonest] = (await list('')).items;
    const before = await badge();
    seeded.h.clock.set(Date.parse(soonest!.expiresAt));
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const late = await seeded.browser.upload(replyPath(soonest!.id), formWithFiles('attachments', { text: 'Hello' }));
    expect([late.status, (await late.json()).code]).toEqual([409, 'ticketExpired']);
    expect(((await (await seeded.browser.get(detailPath(soonest!.id))).json()) as QuestionDetailAnswer).ticket.status).toBe('expired');
    expect(await badge()).toBe(before! - 1);
  });

  it('creates a claim from a question, linked both ways, once', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    let ticket: QuestionDetailAnswer | undefined;
    for (const candidate of tickets().filter((row) => row.orderId !== null)) {
      ticket = (await (await seeded.browser.get(detailPath(candidate.id))).json()) as QuestionDetailAnswer;
      if (ticket.orderShipped) break;
    }
    const response = await seeded.browser.post(claimPath(ticket!.ticket.id), { type: 'missingPart', explanation: 'The charger is missing.' });
    expect(response.status).toBe(200);
    const { ticket: linked } = (await response.json()) as QuestionDetailAnswer;
    const claim = (await (await seeded.browser.get(fillPath(CLAIM_ROUTES.detail.path, { id: linked.claimId! }))).json()) as ClaimDetailAnswer;
    expect(claim.claim).toMatchObject({ ticketId: linked.id, orderId: linked.orderId, type: 'missingPart', status: 'waitingAdmin' });
    const again = await seeded.browser.post(claimPath(linked.id), { type: 'return', explanation: 'Again.' });
    expect([again.status, (await again.json()).code]).toEqual([409, 'ticketHasClaim']);
  });

  it('answers 404 for another company’s question, whatever is asked of it', async () => {
    await seeded.browser.signIn('omar@demo.tezgah.dev');
    const ticket = withStatus('open');
    expect((await seeded.browser.get(detailPath(ticket.id))).status).toBe(404);
    expect((await seeded.browser.upload(replyPath(ticket.id), formWithFiles('attachments', { text: 'Not yours.' }))).status).toBe(404);
    expect((await seeded.browser.post(claimPath(ticket.id), { type: 'return', explanation: 'Not yours.' })).status).toBe(404);
    expect(withStatus('open').id).toBe(ticket.id);
  });
});
