/** The marketplace service's tags (contract/admin-tags/tag.service-routes.ts) over the world (mocks/world/tags); admin tokens only. */
import { TAG_SERVICE_ROUTES as ROUTES } from '@contract/admin-tags/tag.service-routes';
import { applyTagRows } from '@mocks/world/tags/tag-rows';
import { assignTag, createTag, deleteTag, listTags, tagUsage, updateTag } from '@mocks/world/tags/tag-operations';
import { listTagTargets } from '@mocks/world/tags/tag-targets';
import type { World } from '@mocks/world/world';
import { staffBatchOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);
const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such tag.');

export function mountAdminTagsRoutes(app: ServiceApp, world: World): void {
  const admin = { allow: adminOnly, notFound };
  serveService(app, ROUTES.list, (_c, { query }) => listTags(world, query), admin);
  serveService(app, ROUTES.create, (_c, { body }) => createTag(world, body), admin);
  serveService(app, ROUTES.update, (_c, { params, body }) => updateTag(world, params.tagId, body), admin);
  serveService(app, ROUTES.usage, (_c, { params }) => tagUsage(world, params.tagId), admin);
  serveService(app, ROUTES.remove, (_c, { params }) => deleteTag(world, params.tagId), admin);
  serveService(app, ROUTES.targets, (_c, { query }) => listTagTargets(world, query), admin);
  serveService(
    app,
    ROUTES.assign,
    bodyChecked(ROUTES.assign, (_c, { params, body }) => assignTag(world, params.tagId, body)),
    admin,
  );
  serveService(
    app,
    ROUTES.assignRows,
    bodyChecked(ROUTES.assignRows, (c, { body }) => staffBatchOnce(c, world, ROUTES.assignRows, body, () => applyTagRows(world, body.rows))),
    admin,
  );
}
