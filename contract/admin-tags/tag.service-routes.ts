/**
 * The marketplace service's tags (staff tokens only): tags, their usage, the targets across companies, hand assignment
 * and the tag-assign import's rows (answered row by row, like the catalogue's import calls).
 */
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer } from '../downstream/catalog-imports';
import { importRowsSchema, tagAssignRowShape } from '../downstream/import-bodies';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import {
  assignTagSchema,
  tagFormSchema,
  type TagAnswer,
  type TagAssignAnswer,
  type TagDeletedAnswer,
  type TagListAnswer,
  type TagTargetListAnswer,
  type TagUsageAnswer,
} from './tag.api';
import { parseTagQuery, parseTagTargetQuery, tagQueryToRaw, tagTargetProblems, tagTargetQueryToRaw } from './tag.query';

const staff = policy.token();

export const TAG_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/tags', { query: serviceListQuery(parseTagQuery, tagQueryToRaw), answer: answer<TagListAnswer>(), policy: staff }),
  create: route.post('/v1/admin/tags', { body: tagFormSchema, answer: answer<TagAnswer>(), status: 201, policy: staff }),
  update: route.put('/v1/admin/tags/:tagId', { body: tagFormSchema, answer: answer<TagAnswer>(), policy: staff }),
  usage: route.get('/v1/admin/tags/:tagId/usage', { answer: answer<TagUsageAnswer>(), policy: staff }),
  remove: route.delete('/v1/admin/tags/:tagId', { answer: answer<TagDeletedAnswer>(), policy: staff }),
  targets: route.get('/v1/admin/tag-targets', {
    query: serviceListQuery(parseTagTargetQuery, tagTargetQueryToRaw, tagTargetProblems),
    answer: answer<TagTargetListAnswer>(),
    policy: staff,
  }),
  assign: route.post('/v1/admin/tags/:tagId/targets', { body: assignTagSchema, answer: answer<TagAssignAnswer>(), policy: staff }),
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  assignRows: route.post('/v1/admin/tag-rows', { body: importRowsSchema(tagAssignRowShape), answer: answer<ImportApplyAnswer>(), policy: staff }),
});
