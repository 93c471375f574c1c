/**
 * A re-run's scope as the one number the detail machinery keys a record by: the company's id (0: every company) times
 * eight, plus the marketplace's place in MARKETPLACE_CODES from 1 (0: every marketplace).
 */
import type { RerunScope } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';

const SLOTS = 8;

export const rerunScopeId = (scope: RerunScope): number =>
  (scope.companyId ?? 0) * SLOTS + (scope.marketplace === undefined ? 0 : MARKETPLACE_CODES.indexOf(scope.marketplace) + 1);

export function scopeOfRerunId(id: number): RerunScope {
  const companyId = Math.floor(id / SLOTS);
  const marketplace = MARKETPLACE_CODES[(id % SLOTS) - 1];
  return { ...(companyId > 0 ? { companyId } : {}), ...(marketplace === undefined ? {} : { marketplace }) };
}
