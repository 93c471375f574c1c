/** The messages API of the BFF (contract/messages/message.routes.ts). */
import type { MessageListQuery } from '@contract/messages/message.query';
import { MESSAGE_ROUTES } from '@contract/messages/message.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchMessages = (query: MessageListQuery) => apiCall(MESSAGE_ROUTES.list, { query });
export const fetchMessage = (id: number) => apiCall(MESSAGE_ROUTES.detail, { params: { id } });
export const readMessage = (id: number) => apiCall(MESSAGE_ROUTES.read, { params: { id } });
