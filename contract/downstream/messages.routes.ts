/**
 * The marketplace service's messages to the seller, under /v1/companies/:companyId (the BFF calls them, the sandbox
 * serves them): the company's inbox, one message, and marking one read. Another company's message is a 404.
 */
import { answer, policy, route } from '../api/route-def';
import type { MessageDetailAnswer, MessageListAnswer } from '../messages/message.api';
import { messageFilterProblems, messageQueryToRaw, parseMessageQuery } from '../messages/message.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/messages';

export const MESSAGE_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(BASE, {
    query: serviceListQuery(parseMessageQuery, messageQueryToRaw, messageFilterProblems),
    answer: answer<MessageListAnswer>(),
    policy: token,
  }),
  detail: route.get(`${BASE}/:messageId`, { answer: answer<MessageDetailAnswer>(), policy: token }),
  read: route.post(`${BASE}/:messageId/read`, { answer: answer<MessageDetailAnswer>(), policy: token }),
});
