/**
 * The browser API of /admin/mp-rate-cap/ (admin only): every group's cap, a change of one, and a company's own cap
 * set or removed (the company in the path, so the audit entry names it).
 */
import { answer, param, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  parseRateCapQuery,
  RATE_CAP_GROUPS,
  rateCapQueryToRaw,
  rateCapSchema,
  type RateCapListAnswer,
  type RateCapQuery,
  type RateCapRow,
} from './rate-cap.types';

export const rateCapListQuery: QueryCodec<RateCapQuery> = {
  parse: (raw) => parseRateCapQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: rateCapQueryToRaw,
};

const tools = policy.can('admin.tools');
const GROUP = '/api/admin/mp-rate-caps/:channelGroup';
const group = { channelGroup: param.oneOf(RATE_CAP_GROUPS) };

export const ADMIN_RATE_CAP_ROUTES = {
  list: route.get('/api/admin/mp-rate-caps', { query: rateCapListQuery, answer: answer<RateCapListAnswer>(), policy: tools }),
  setCap: route.put(GROUP, { params: group, body: rateCapSchema, answer: answer<RateCapRow>(), policy: tools }),
  setOwnCap: route.put(`${GROUP}/companies/:companyId`, {
    params: { ...group, companyId: param.id },
    body: rateCapSchema,
    answer: answer<RateCapRow>(),
    policy: tools,
  }),
  removeOwnCap: route.delete(`${GROUP}/companies/:companyId`, { params: { ...group, companyId: param.id }, answer: answer<RateCapRow>(), policy: tools }),
};
