/**
 * The browser's questions API (spec §2 Questions, reply, create a claim from a ticket; §5 ticket reply): answers and
 * bodies. Messages are i18n keys.
 */
import * as yup from 'yup';
import { fieldErrors } from '../auth/auth.schemas';
import { IMAGE_MAX_BYTES, imageFileProblem } from '../catalog/catalog.rules';
import { CLAIM_TYPES } from '../claims/claim.types';
import { uploadedFileSchema } from '../downstream/uploaded-file';
import type { ListPage } from '../lists/list-query';
import type { Ticket } from '../tickets/ticket.types';
import type { QuestionTab } from './question.query';

/** A list row: the ticket without its conversation. */
export type QuestionRow = Omit<Ticket, 'messages'>;
export type QuestionListAnswer = ListPage<QuestionRow, QuestionTab>;

export interface QuestionDetailAnswer {
  ticket: Ticket;
  /** The product the SKU belongs to in the seller's catalogue (Product edit link), if it is there. */
  productId: number | null;
  /** Whether the ticket's order has left the seller (a claim can be created from it). */
  orderShipped: boolean;
}

export const TICKET_REPLY_TEXT_MAX = 2000;
/** Spec §5/§9: files plus URLs together, at most this many. */
export const TICKET_REPLY_ITEMS_MAX = 3;
/** The largest reply body: every file an image at its limit, plus the texts and the multipart framing. */
export const TICKET_REPLY_MAX_BYTES = TICKET_REPLY_ITEMS_MAX * IMAGE_MAX_BYTES + 64 * 1024;

/** The reply's texts; `urls` is the comma-separated list the seller types (spec §5). */
export const ticketReplySchema = yup.object({
  text: yup.string().trim().required('validation.replyTextRequired').max(TICKET_REPLY_TEXT_MAX, 'validation.textTooLong'),
  urls: yup.string().trim().max(4000, 'validation.textTooLong').default(''),
});
export type TicketReplyFields = yup.InferType<typeof ticketReplySchema>;

/** The links of the comma-separated list, trimmed, empty parts left out. */
export function replyUrlsOf(urls: string | undefined): string[] {
  return (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/** Only absolute http and https links with a host. */
export function isReplyUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export interface AttachmentFacts {
  name: string;
  size: number;
  /** The first bytes, when known: the content must match the extension (the product image check). */
  head?: Uint8Array;
}

/**
 * Every field problem of a reply, or null: the text, each link (http or https), the files (each an image, checked as
 * product images are) and files plus links at most TICKET_REPLY_ITEMS_MAX.
 */
export function ticketReplyProblems(fields: Partial<TicketReplyFields>, attachments: readonly AttachmentFacts[]): Record<string, string> | null {
  const problems: Record<string, string> = { ...fieldErrors(ticketReplySchema, fields) };
  const urls = replyUrlsOf(fields.urls);
  if (!problems.urls && !urls.every(isReplyUrl)) problems.urls = 'validation.replyUrlInvalid';
  const fileProblem = attachments.map((file) => imageFileProblem(file)).find((problem) => problem !== null);
  if (urls.length + attachments.length > TICKET_REPLY_ITEMS_MAX) problems.attachments = 'validation.replyTooManyItems';
  else if (fileProblem) problems.attachments = fileProblem;
  return Object.keys(problems).length ? problems : null;
}

/** The reply call's body downstream: the checked text, the links and the files' bytes (base64, like claim photos and invoices). */
export const ticketReplyServiceSchema = ticketReplySchema.pick(['text']).shape({
  urls: yup.array(yup.string().strict().defined()).defined('validation.required'),
  attachments: yup.array(uploadedFileSchema).defined('validation.required'),
});
export type TicketReplyServiceBody = yup.InferType<typeof ticketReplyServiceSchema>;

export const CLAIM_EXPLANATION_MAX = 1000;

/** "Create a claim from this ticket": the claim's type and the seller's explanation. */
export const claimFromTicketSchema = yup.object({
  type: yup.string().oneOf(CLAIM_TYPES, 'validation.claimTypeRequired').required('validation.claimTypeRequired'),
  explanation: yup.string().trim().required('validation.claimExplanationRequired').max(CLAIM_EXPLANATION_MAX, 'validation.textTooLong'),
});
export type ClaimFromTicketBody = yup.InferType<typeof claimFromTicketSchema>;
