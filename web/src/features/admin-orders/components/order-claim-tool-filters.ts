/** The search rule of Order & Claim Tools (contract's orderClaimToolsProblems) as the filter bar checks it before applying. */
import { orderClaimToolsProblems } from '@contract/admin-orders/order-claim-tools';
import type { FilterValidator } from '@web/components/list/list-types';

export const validateOrderClaimToolFilters: FilterValidator = (values) => orderClaimToolsProblems({ q: values.q?.trim() });
