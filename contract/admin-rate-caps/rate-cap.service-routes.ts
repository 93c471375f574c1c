/** The marketplace service's rate caps (admin tokens only): what the seller's Marketplace Sales save is checked against. */
import { answer, param, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { parseRateCapQuery, RATE_CAP_GROUPS, rateCapQueryToRaw, rateCapSchema, type RateCapListAnswer, type RateCapRow } from './rate-cap.types';

const staff = policy.token();
const GROUP = '/v1/admin/rate-caps/:channelGroup';
const group = { channelGroup: param.oneOf(RATE_CAP_GROUPS) };

export const RATE_CAP_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/rate-caps', {
    query: serviceListQuery(parseRateCapQuery, rateCapQueryToRaw),
    answer: answer<RateCapListAnswer>(),
    policy: staff,
  }),
  setCap: route.put(GROUP, { params: group, body: rateCapSchema, answer: answer<RateCapRow>(), policy: staff }),
  setOwnCap: route.put(`${GROUP}/companies/:companyId`, {
    params: { ...group, companyId: param.id },
    body: rateCapSchema,
    answer: answer<RateCapRow>(),
    policy: staff,
  }),
  removeOwnCap: route.delete(`${GROUP}/companies/:companyId`, { params: { ...group, companyId: param.id }, answer: answer<RateCapRow>(), policy: staff }),
});
