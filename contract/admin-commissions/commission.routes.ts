/** The browser API of /admin/commissions (admin only): the rates per marketplace and category, a change, and the commission file. */
import { answer, param, policy, route, type QueryCodec } from '../api/route-def';
import { staffImportRoutes } from '../imports/staff-import.routes';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import {
  commissionQueryToRaw,
  parseCommissionQuery,
  setCommissionSchema,
  type CommissionListAnswer,
  type CommissionQuery,
  type CommissionRate,
} from './commission.types';

const tools = policy.can('admin.tools');

export const commissionListQuery: QueryCodec<CommissionQuery> = {
  parse: (raw) => parseCommissionQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: commissionQueryToRaw,
};

export const COMMISSION_ROUTES = {
  list: route.get('/api/admin/commissions', { query: commissionListQuery, answer: answer<CommissionListAnswer>(), policy: tools }),
  /** The category's rate on the marketplace from now on; answers the row as it stands afterwards. */
  set: route.put('/api/admin/commissions/:id/:marketplace', {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: setCommissionSchema,
    answer: answer<CommissionRate>(),
    policy: tools,
  }),
};

export const COMMISSION_IMPORT_ROUTES = staffImportRoutes('/api/admin/commission-imports', '/api/admin/commission-template');
