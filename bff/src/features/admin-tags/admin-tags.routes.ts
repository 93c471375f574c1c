/** Admin tool /admin/tag-management (contract/admin-tags): tags, their targets across companies, assignment by hand (the file: features/imports/tag-assign.routes.ts). */
import { deleteConfirmationOf } from '@contract/admin-tags/tag.rules';
import { TAG_ROUTES as ROUTES, tagListQuery } from '@contract/admin-tags/tag.routes';
import { TAG_SERVICE_ROUTES as SERVICE } from '@contract/admin-tags/tag.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { staffCaller } from '../../lib/staff-caller';
import { TAG_EXPORT } from './admin-tags.export';

export function adminTagsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, TAG_EXPORT, tagListQuery)),
    serve(ROUTES.create, (c, { body }) => c.get('services').call(SERVICE.create, staffCaller(c), { body })),
    serve(ROUTES.update, (c, { params, body }) => c.get('services').call(SERVICE.update, staffCaller(c), { params, body })),
    serve(ROUTES.usage, (c, { params }) => c.get('services').call(SERVICE.usage, staffCaller(c), { params })),
    serve(ROUTES.remove, async (c, { params, body }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const { tag } = await services.call(SERVICE.usage, caller, { params });
      requireTypedConfirmation(deleteConfirmationOf(tag), body.confirmation);
      return services.call(SERVICE.remove, caller, { params });
    }),
    serve(ROUTES.targets, (c, { query }) => c.get('services').callText(SERVICE.targets, staffCaller(c), { query })),
    serve(ROUTES.assign, (c, { params, body }) => c.get('services').call(SERVICE.assign, staffCaller(c), { params, body })),
  );
}
