/** The marketplace service's messages (contract/downstream/messages.routes.ts) over the world (mocks/world/messages). */
import { MESSAGE_SERVICE_ROUTES as ROUTES } from '@contract/downstream/messages.routes';
import { getMessage, listMessages, readMessage } from '@mocks/world/messages/message-operations';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such message in this company.');

export function mountMessagesRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };
  serveService(app, ROUTES.list, (_c, { params, query }) => listMessages(world, params.companyId, query), { world });
  serveService(app, ROUTES.detail, (c, { params }) => getMessage(world, params.companyId, params.messageId) ?? notFound(c), scoped);
  serveService(app, ROUTES.read, (c, { params }) => readMessage(world, params.companyId, params.messageId, now()) ?? notFound(c), scoped);
}
