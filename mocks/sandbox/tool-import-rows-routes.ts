/**
 * The marketplace service's rows of the staff tools' files (category blocks, price blocks, lock updates) over the
 * world: admin tokens only, each row applied by the operation its one-at-a-time route calls, each batch once by its id
 * (./batch-once.ts).
 */
import { TOOL_IMPORT_SERVICE_ROUTES as TOOLS } from '@contract/admin-products/tool-imports.service-routes';
import { CATEGORY_BLOCK_SERVICE_ROUTES as BLOCKS } from '@contract/admin-taxonomy/category-block-imports.routes';
import { applyCategoryBlockRows } from '@mocks/world/catalog/category-block-rows';
import { applyLockUpdateRows, applyPriceBlockRows } from '@mocks/world/catalog/tool-import-rows';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { staffBatchOnce } from './batch-once';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const admin = { allow: (c: ServiceContext) => roleRefusal(c, ['admin']) };

export function mountToolImportRowsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(
    app,
    TOOLS.priceBlockRows,
    bodyChecked(TOOLS.priceBlockRows, (c, { body }) =>
      staffBatchOnce(c, world, TOOLS.priceBlockRows, body, () => applyPriceBlockRows(world, body.rows, now())),
    ),
    admin,
  );
  serveService(
    app,
    TOOLS.lockUpdateRows,
    bodyChecked(TOOLS.lockUpdateRows, (c, { body }) =>
      staffBatchOnce(c, world, TOOLS.lockUpdateRows, body, () => applyLockUpdateRows(world, body.rows, now())),
    ),
    admin,
  );
  serveService(
    app,
    BLOCKS.rows,
    bodyChecked(BLOCKS.rows, (c, { body }) => staffBatchOnce(c, world, BLOCKS.rows, body, () => applyCategoryBlockRows(world, body.rows, now()))),
    admin,
  );
}
