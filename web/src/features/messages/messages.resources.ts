/** The inbox and one message (no commands: opening an unread message marks it read, see messages.sagas.ts). */
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchMessage, fetchMessages } from './messages.api';

export const messagesList = createListResource('messagesList', fetchMessages);

export const messageDetail = createDetailResource('messageDetail', fetchMessage, {});
