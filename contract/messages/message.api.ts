/** The browser's messages API: the list's rows (without the body, with a short preview) and the detail. */
import type { ListPage } from '../lists/list-query';
import type { MessageTab } from './message.query';
import type { Message } from './message.types';

/** How much of the body a list row previews. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** One row of the list: the message without its body, and the body's first words. */
export interface MessageRow extends Omit<Message, 'body'> {
  preview: string;
}

export type MessageListAnswer = ListPage<MessageRow, MessageTab>;

export interface MessageDetailAnswer {
  message: Message;
}

/** The row of a message: its body cut to MESSAGE_PREVIEW_LENGTH characters at a word, with an ellipsis. */
export function messageRowOf({ body, ...message }: Message): MessageRow {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= MESSAGE_PREVIEW_LENGTH) return { ...message, preview: flat };
  const cut = flat.slice(0, MESSAGE_PREVIEW_LENGTH);
  const atWord = cut.lastIndexOf(' ');
  return { ...message, preview: `${(atWord > MESSAGE_PREVIEW_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…` };
}
