/** The search rule of Product Tools (contract's productToolsProblems) as the filter bar checks it before applying. */
import { productToolsProblems } from '@contract/admin-products/admin-tools';
import type { FilterValidator } from '@web/components/list/list-types';

export const validateToolFilters: FilterValidator = (values) => productToolsProblems({ q: values.q?.trim() });
