/** The browser's messages API: the list's rows (without the body, with a short preview) and the detail. */
import type { ListPage } from '../lists/list-query';
import type { LocalizedName } from '../localized-name';
import type { MessageTab } from './message.query';
import type { Message } from './message.types';

/** How much of the body a list row previews. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** One row of the list: the message without its body, and the body's first words in each language. */
export interface MessageRow extends Omit<Message, 'body'> {
  preview: LocalizedName;
}

export type MessageListAnswer = ListPage<MessageRow, MessageTab>;

export interface MessageDetailAnswer {
  message: Message;
}

/** A body cut to MESSAGE_PREVIEW_LENGTH characters at a word, with an ellipsis. */
function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= MESSAGE_PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, MESSAGE_PREVIEW_LENGTH);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > MESSAGE_PREVIEW_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The row of a message: the body left out, its first words previewed in each language. */
export function messageRowOf({ body, ...message }: Message): MessageRow {
  return { ...message, preview: { en: previewOf(body.en), tr: previewOf(body.tr) } };
}
