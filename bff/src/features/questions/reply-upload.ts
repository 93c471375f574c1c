/**
 * A ticket reply as multipart (`text`, `urls` comma-separated, up to 3 `attachments` together with the links), checked
 * here before anything travels downstream: the route's body limit (its description's `multipart`) answers 413 before a larger body is read; then the
 * texts, the links and every file with the contract's reply rules (each file a product image: extension, size, first
 * bytes).
 */
import type { Context } from 'hono';
import { IMAGE_HEAD_BYTES } from '@contract/catalog/product.api';
import { bytesToBase64 } from '@contract/encoding/base64';
import { replyUrlsOf, ticketReplyProblems, ticketReplySchema, type TicketReplyServiceBody } from '@contract/questions/question.api';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import { ApiFailure } from '../../lib/api-failure';
import { uploadTooLarge } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';

const replyAttachmentsTooLarge = () => uploadTooLarge(QUESTION_ROUTES.reply);

const FILE_KIND_PROBLEMS = new Set(['validation.imageExtension', 'validation.imageContent']);

export async function readTicketReply(c: Context<AppEnv>): Promise<TicketReplyServiceBody> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure('validation', { fields: { text: 'validation.replyTextRequired' } });
  }
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const fields = { text: text('text'), urls: text('urls') };
  const sent = form.attachments === undefined ? [] : [form.attachments].flat();
  if (sent.some((file) => !(file instanceof File))) throw new ApiFailure('validation', { fields: { attachments: 'validation.imageExtension' } });
  const files = await Promise.all((sent as File[]).map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const problems = ticketReplyProblems(
    fields,
    files.map(({ name, bytes }) => ({ name, size: bytes.byteLength, head: bytes.subarray(0, IMAGE_HEAD_BYTES) })),
  );
  if (problems?.attachments === 'validation.imageTooLarge') throw replyAttachmentsTooLarge();
  if (problems) throw new ApiFailure(FILE_KIND_PROBLEMS.has(problems.attachments ?? '') ? 'unsupportedFile' : 'validation', { fields: problems });
  return {
    text: ticketReplySchema.cast(fields).text,
    urls: replyUrlsOf(fields.urls),
    attachments: files.map(({ name, bytes }) => ({ fileName: name, contentBase64: bytesToBase64(bytes) })),
  };
}
