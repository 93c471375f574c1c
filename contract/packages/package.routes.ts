/** The browser API of packages (spec §2 Packages, Package Detail): one description per endpoint (contract/api/route-def.ts). */
import { answer, filtersBody, param, policy, route, type QueryCodec } from '../api/route-def';
import { exportRequestQuery } from '../exports/export.request';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { ExportAnswer } from '../orders/order.api';
import type { PackageDetailAnswer, PackageListAnswer } from './package.api';
import { packageFilterProblems, packageQueryToRaw, parsePackageQuery, type PackageListQuery } from './package.query';

export const packageListQuery: QueryCodec<PackageListQuery> = {
  parse: (raw) => parsePackageQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: (query) => packageFilterProblems(query),
  toRaw: packageQueryToRaw,
};

/** The export's filters: the date range is required (spec §5). */
export const packageExportQuery: QueryCodec<PackageListQuery> = {
  ...packageListQuery,
  problems: (query) => packageFilterProblems(query, true),
};

export const LABEL_ACTIONS = ['refresh', 'recreate'] as const;
export type LabelAction = (typeof LABEL_ACTIONS)[number];

const view = policy.can('packages.view');

export const PACKAGE_ROUTES = {
  list: route.get('/api/packages', { query: packageListQuery, answer: answer<PackageListAnswer>(), policy: view }),
  export: route.post('/api/packages/export', {
    query: exportRequestQuery,
    body: filtersBody(packageExportQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: view,
  }),
  detail: route.get('/api/packages/:id', { answer: answer<PackageDetailAnswer>(), policy: view }),
  label: route.post('/api/packages/:id/label/:action{refresh|recreate}', {
    params: { action: param.oneOf(LABEL_ACTIONS) },
    answer: answer<PackageDetailAnswer>(),
    policy: view,
  }),
  delete: route.delete('/api/packages/:id', { answer: answer<null>(), policy: policy.can('orders.delete') }),
};
