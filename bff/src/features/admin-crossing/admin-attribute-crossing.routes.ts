/**
 * /admin/attribute-crossing/ (admin.tools): the attributes of the crossed leaves, one category's crossings, and
 * crossing or uncrossing an attribute or a value, each passed to the marketplace service with the admin's own token
 * (`serve`s for the reason given in admin-category-cross.routes.ts).
 */
import { ADMIN_ATTRIBUTE_CROSSING_ROUTES as ROUTES } from '@contract/admin-crossing/attribute-crossing.routes';
import { ADMIN_CROSSING_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-crossing.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

/** The browser's `:id` as the service names it; the marketplace, attribute and value params as they are. */
const crossing = <P extends { id: number }>({ id, ...rest }: P) => ({ categoryId: id, ...rest });

export function adminAttributeCrossingRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.listAttributeCrossings, staffCaller(c), { query })),
    serve(ROUTES.cross, (c, { params }) => c.get('services').call(SERVICE.categoryCross, staffCaller(c), { params: crossing(params) })),
    serve(ROUTES.crossAttribute, (c, { params, body }) => c.get('services').call(SERVICE.crossAttribute, staffCaller(c), { params: crossing(params), body })),
    serve(ROUTES.uncrossAttribute, (c, { params }) => c.get('services').call(SERVICE.uncrossAttribute, staffCaller(c), { params: crossing(params) })),
    serve(ROUTES.crossValue, (c, { params, body }) => c.get('services').call(SERVICE.crossValue, staffCaller(c), { params: crossing(params), body })),
    serve(ROUTES.uncrossValue, (c, { params }) => c.get('services').call(SERVICE.uncrossValue, staffCaller(c), { params: crossing(params) })),
  );
}
