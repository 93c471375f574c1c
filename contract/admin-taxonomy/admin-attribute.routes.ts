/** The browser API of /admin/attributes: attributes and their values, admin only (`admin.tools`). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { attributeSchema, attributeValueSchema, type AttributeDetail } from './admin-attribute.api';
import { attributeQueryToRaw, parseAttributeQuery, type AttributeListAnswer, type AttributeListQuery } from './admin-attribute.query';

export const attributeListQuery: QueryCodec<AttributeListQuery> = {
  parse: (raw) => parseAttributeQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: attributeQueryToRaw,
};

const tools = policy.can('admin.tools');
const detail = answer<AttributeDetail>();

export const ADMIN_ATTRIBUTE_ROUTES = {
  list: route.get('/api/admin/attributes', { query: attributeListQuery, answer: answer<AttributeListAnswer>(), policy: tools }),
  add: route.post('/api/admin/attributes', { body: attributeSchema, answer: detail, status: 201, policy: tools }),
  detail: route.get('/api/admin/attributes/:id', { answer: detail, policy: tools }),
  /** Rename, retype, activate or deactivate: the whole form. */
  edit: route.put('/api/admin/attributes/:id', { body: attributeSchema, answer: detail, policy: tools }),
  addValue: route.post('/api/admin/attributes/:id/values', { body: attributeValueSchema, answer: detail, status: 201, policy: tools }),
  editValue: route.put('/api/admin/attributes/:id/values/:valueId', { body: attributeValueSchema, answer: detail, policy: tools }),
};
