/** The rate caps' calls to the BFF (contract/admin-rate-caps/rate-cap.routes.ts). */
import { ADMIN_RATE_CAP_ROUTES as ROUTES } from '@contract/admin-rate-caps/rate-cap.routes';
import type { RateCapBody, RateCapGroup, RateCapQuery } from '@contract/admin-rate-caps/rate-cap.types';
import { apiCall } from '@web/lib/api-call';

export const fetchRateCaps = (query: RateCapQuery) => apiCall(ROUTES.list, { query });
export const setRateCap = (channelGroup: RateCapGroup, body: RateCapBody) => apiCall(ROUTES.setCap, { params: { channelGroup }, body });
export const setOwnRateCap = (channelGroup: RateCapGroup, companyId: number, body: RateCapBody) =>
  apiCall(ROUTES.setOwnCap, { params: { channelGroup, companyId }, body });
export const removeOwnRateCap = (channelGroup: RateCapGroup, companyId: number) => apiCall(ROUTES.removeOwnCap, { params: { channelGroup, companyId } });
