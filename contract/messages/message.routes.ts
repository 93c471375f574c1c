/** The browser API of messages (spec §2 /messages): one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { MessageDetailAnswer, MessageListAnswer } from './message.api';
import { messageFilterProblems, messageQueryToRaw, parseMessageQuery, type MessageListQuery } from './message.query';

export const messageListQuery: QueryCodec<MessageListQuery> = {
  parse: (raw) => parseMessageQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: messageFilterProblems,
  toRaw: messageQueryToRaw,
};

const view = policy.can('messages.view');

export const MESSAGE_ROUTES = {
  list: route.get('/api/messages', { query: messageListQuery, answer: answer<MessageListAnswer>(), policy: view }),
  detail: route.get('/api/messages/:id', { answer: answer<MessageDetailAnswer>(), policy: view }),
  /** Opening a message marks it read (a no-op when it already is); answers the message as it stands. */
  read: route.post('/api/messages/:id/read', { answer: answer<MessageDetailAnswer>(), policy: view }),
};
