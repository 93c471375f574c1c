/** The browser API of /admin/tag-management (admin only): tags, their targets and hand assignment (the file: contract/imports/tag-assign.routes.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  assignTagSchema,
  deleteTagSchema,
  tagFormSchema,
  type TagAnswer,
  type TagAssignAnswer,
  type TagDeletedAnswer,
  type TagListAnswer,
  type TagTargetListAnswer,
  type TagUsageAnswer,
} from './tag.api';
import { staffExportRoute } from '../exports/staff-export.routes';
import { parseTagQuery, parseTagTargetQuery, tagQueryToRaw, tagTargetProblems, tagTargetQueryToRaw, type TagListQuery, type TagTargetQuery } from './tag.query';

export const tagListQuery: QueryCodec<TagListQuery> = { parse: (raw) => parseTagQuery(raw, BROWSER_PAGE_SIZE_MAX), toRaw: tagQueryToRaw };
export const tagTargetQuery: QueryCodec<TagTargetQuery> = {
  parse: (raw) => parseTagTargetQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: tagTargetProblems,
  toRaw: tagTargetQueryToRaw,
};

const tools = policy.can('admin.tools');

export const TAG_ROUTES = {
  list: route.get('/api/admin/tags', { query: tagListQuery, answer: answer<TagListAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/tags', tagListQuery),
  create: route.post('/api/admin/tags', { body: tagFormSchema, answer: answer<TagAnswer>(), status: 201, policy: tools }),
  update: route.put('/api/admin/tags/:tagId', { body: tagFormSchema, answer: answer<TagAnswer>(), policy: tools }),
  /** What a delete would touch: counts and a sample. */
  usage: route.get('/api/admin/tags/:tagId/usage', { answer: answer<TagUsageAnswer>(), policy: tools }),
  /** Refused unless `confirm` is the tag's name typed again. */
  remove: route.post('/api/admin/tags/:tagId/delete', { body: deleteTagSchema, answer: answer<TagDeletedAnswer>(), policy: tools }),
  /** Products or companies across companies, by id, SKU or name, optionally within one company. */
  targets: route.get('/api/admin/tag-targets', { query: tagTargetQuery, answer: answer<TagTargetListAnswer>(), policy: tools }),
  assign: route.post('/api/admin/tags/:tagId/targets', { body: assignTagSchema, answer: answer<TagAssignAnswer>(), policy: tools }),
};
