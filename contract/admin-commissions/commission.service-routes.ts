/** The accounting service's commission rates (admin tokens only): the list, one change, and the commission file's rows. */
import { answer, param, policy, route } from '../api/route-def';
import type { ImportApplyAnswer } from '../downstream/catalog-imports';
import { commissionRowShape, importRowsSchema } from '../downstream/import-bodies';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { commissionQueryToRaw, parseCommissionQuery, setCommissionSchema, type CommissionListAnswer, type CommissionRate } from './commission.types';

const staff = policy.token();

export const COMMISSION_SERVICE_ROUTES = serviceRoutes('accounting', {
  list: route.get('/v1/admin/commissions', {
    query: serviceListQuery(parseCommissionQuery, commissionQueryToRaw),
    answer: answer<CommissionListAnswer>(),
    policy: staff,
  }),
  set: route.put('/v1/admin/commissions/:id/:marketplace', {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: setCommissionSchema,
    answer: answer<CommissionRate>(),
    policy: staff,
  }),
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  rows: route.post('/v1/admin/commission-rows', { body: importRowsSchema(commissionRowShape), answer: answer<ImportApplyAnswer>(), policy: staff }),
});
