/**
 * Messages (spec §2 /messages, §3 the `messages` count): the seller's inbox, one message, and marking it read when it
 * is opened, passed through to the marketplace service with the company from the session.
 */
import { MESSAGE_ROUTES } from '@contract/messages/message.routes';
import { MESSAGE_SERVICE_ROUTES as SERVICE } from '@contract/downstream/messages.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function messagesRoutes() {
  return apiRoutes(
    serve(MESSAGE_ROUTES.list, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(SERVICE.list, caller, { params: { companyId }, query });
    }),
    serve(MESSAGE_ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.detail, caller, { params: { companyId, messageId: params.id } });
    }),
    serve(MESSAGE_ROUTES.read, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(SERVICE.read, caller, { params: { companyId, messageId: params.id } });
    }),
  );
}
