/** The tag-assign file's routes (contract/imports/tag-assign.routes.ts): upload, the transaction, its error file, the template. */
import { TAG_IMPORT_ROUTES as ROUTES } from '@contract/imports/tag-assign.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { sendFile, WORKBOOK_TYPES } from '../../lib/files/send-file';
import { staffCaller, staffUserId } from '../../lib/staff-caller';
import { tagImports } from './tag-assign-import';

export function tagAssignRoutes(ctx: AppContext) {
  const imports = tagImports(ctx);
  return apiRoutes(
    serve(ROUTES.upload, (c, { query }) =>
      imports.start({ caller: staffCaller(c), userId: staffUserId(c) }, { body: c.req.raw.body, name: query.name, lang: query.lang }),
    ),
    serve(ROUTES.importStatus, (_c, { params }) => imports.status(params.transactionId)),
    serve(ROUTES.importErrorFile, async (c, { params, query }) => {
      const { candidates, name } = await imports.errorFile(params.transactionId, query.lang);
      return sendFile(c, candidates, name);
    }),
    serve(ROUTES.template, async (c, { query }) => {
      const bytes = await imports.template(query.lang);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': WORKBOOK_TYPES.xlsx,
        'content-disposition': 'attachment; filename="tag-assign-template.xlsx"',
        'cache-control': 'no-store',
      });
    }),
  );
}
