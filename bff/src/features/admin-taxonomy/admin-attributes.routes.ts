/** /admin/attributes: the seller-panel tree's attributes and their values, through the marketplace service's staff routes. */
import { ADMIN_ATTRIBUTE_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-attribute.routes';
import { ADMIN_TAXONOMY_SERVICE_ROUTES as SERVICE } from '@contract/admin-taxonomy/admin-taxonomy.service';
import { apiRoutes, serve } from '../../lib/api-route';
import { taxonomyAnswer as via } from '../../lib/taxonomy-answer';
import { staffCaller } from '../../lib/staff-caller';

export function adminAttributesRoutes() {
  const attribute = (id: number) => ({ attributeId: id });
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.listAttributes, staffCaller(c), { query })),
    serve(ROUTES.add, (c, { body }) => c.get('services').call(SERVICE.addAttribute, staffCaller(c), { body })),
    serve(ROUTES.detail, (c, { params }) => via(c.get('services').call(SERVICE.getAttribute, staffCaller(c), { params: attribute(params.id) }))),
    serve(ROUTES.edit, (c, { params, body }) => via(c.get('services').call(SERVICE.editAttribute, staffCaller(c), { params: attribute(params.id), body }))),
    serve(ROUTES.addValue, (c, { params, body }) => via(c.get('services').call(SERVICE.addValue, staffCaller(c), { params: attribute(params.id), body }))),
    serve(ROUTES.editValue, (c, { params, body }) =>
      via(c.get('services').call(SERVICE.editValue, staffCaller(c), { params: { ...attribute(params.id), valueId: params.valueId }, body })),
    ),
  );
}
