/** Messages: the seller's inbox and one message (opening it marks it read). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { messageDetail, messagesList } from './messages.resources';
import { messagesSaga } from './messages.sagas';

export const messagesFeature = defineFeature({
  reducers: resourceReducers(messagesList, messageDetail),
  sagas: [messagesSaga],
  screens: {
    messages: lazyScreen(() => import('./views/MessagesListView'), 'MessagesListView'),
    messageDetail: lazyScreen(() => import('./views/MessageDetailView'), 'MessageDetailView'),
  },
});
