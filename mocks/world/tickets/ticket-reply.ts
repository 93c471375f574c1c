/**
 * The seller's reply to a customer question (spec §4, §5): allowed unless the ticket is closed or expired; text, links
 * and image files (at most 3 files plus links) checked again here; the files kept in the world like claim photos and
 * served back through the BFF. A reply leaves the ticket waiting for the customer (Awaiting User).
 */
import { fillPath } from '@contract/api/route-def';
import { imageExtensionOf } from '@contract/catalog/catalog.rules';
import { imageContentType } from '@contract/catalog/product.api';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import { replyUrlsOf, TICKET_REPLY_ITEMS_MAX, ticketReplyProblems, type TicketReplyServiceBody } from '@contract/questions/question.api';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import { STATUS_AFTER_REPLY, ticketReplyRefusal } from '@contract/questions/question.rules';
import { iso } from '../orders/generation-context';
import { refusal } from '../refusal';
import { checkedImages } from '../uploaded-images';
import type { World } from '../world';
import { nextMessage, questionDetailOf, ticketCommand } from './ticket-operations';

/** The ticket as it stands after the reply, a refusal (closed, expired, a bad body), or undefined (no such ticket). */
export const replyToQuestion = ticketCommand<TicketReplyServiceBody>((world, ticket, body, now) => {
  const { id, companyId } = ticket;
  const refused = ticketReplyRefusal(ticket, now);
  if (refused) return refusal(refused);
  const fields = { text: body.text, urls: body.urls.join(',') };
  const problems = ticketReplyProblems(fields, []);
  if (problems) return refusal('validation', problems);
  const urls = replyUrlsOf(fields.urls);
  const files = checkedImages(body.attachments, 'attachments', TICKET_REPLY_ITEMS_MAX - urls.length, 'validation.replyTooManyItems');
  if ('code' in files) return files;
  const attachments = files.map(({ fileName, contentBase64 }) => {
    const key = `${id}-${Object.keys(world.ticketAttachments).length + 1}.${imageExtensionOf(fileName)}`;
    world.ticketAttachments[`${companyId}/${key}`] = { ticketId: id, fileName, contentBase64 };
    return { fileName, url: fillPath(QUESTION_ROUTES.attachment.path, { id, attachmentKey: key }) };
  });
  ticket.messages.push(nextMessage(ticket, { sender: 'merchant', text: body.text, sentAt: iso(now), attachments, urls }));
  ticket.status = STATUS_AFTER_REPLY;
  return questionDetailOf(world, ticket);
});

/** A file sent with a reply to the company's ticket. */
export function ticketAttachmentFile(world: World, companyId: number, id: number, attachmentKey: string): ImageFileAnswer | undefined {
  const stored = world.ticketAttachments[`${companyId}/${attachmentKey}`];
  if (!stored || stored.ticketId !== id) return undefined;
  return { fileName: stored.fileName, contentType: imageContentType(stored.fileName), contentBase64: stored.contentBase64 };
}
