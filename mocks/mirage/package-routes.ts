/** The BFF's packages API (API.packages) over the world's package operations. */
import type { Request, Response } from 'miragejs';
import { API } from '@contract/api/paths';
import { zeroCounts } from '@contract/lists/list-query';
import type { PackageListAnswer } from '@contract/packages/package.api';
import { packageFilterProblems, parsePackageQuery } from '@contract/packages/package.query';
import { PACKAGE_TABS } from '@contract/packages/package.types';
import { listPackages } from '@mocks/world/orders/package-list';
import { deletePackage, getPackage, recreateLabel, refreshLabel } from '@mocks/world/orders/package-operations';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { failure, json } from './respond';
import { isResponse, pathId, rawQueryOf, sellerScope, worldAnswer } from './seller-scope';

const BROWSER_PAGE_SIZE_MAX = 100;

function onPackage(request: Request, context: MockContext, permission: 'packages.view' | 'orders.delete', work: (companyId: number, id: number) => Response) {
  const scope = sellerScope(context, permission);
  if (isResponse(scope)) return scope;
  const id = pathId(request);
  if (id === null || context.scenario === 'empty') return failure('notFound');
  return work(scope.companyId, id);
}

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const PACKAGE_ROUTES: readonly MockRoute[] = [
  route('get', API.packages, (request, context) => {
    const scope = sellerScope(context, 'packages.view');
    if (isResponse(scope)) return scope;
    const query = parsePackageQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    const problems = packageFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') {
      return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(PACKAGE_TABS) } satisfies PackageListAnswer);
    }
    return json(200, listPackages(context.world, scope.companyId, query));
  }),
  route('get', `${API.packages}/:id`, (request, context) =>
    onPackage(request, context, 'packages.view', (companyId, id) => worldAnswer(getPackage(context.world, companyId, id)))),
  route('post', `${API.packages}/:id/label/refresh`, (request, context) =>
    onPackage(request, context, 'packages.view', (companyId, id) => worldAnswer(refreshLabel(context.world, companyId, id, context.now())))),
  route('post', `${API.packages}/:id/label/recreate`, (request, context) =>
    onPackage(request, context, 'packages.view', (companyId, id) => worldAnswer(recreateLabel(context.world, companyId, id, context.now())))),
  route('delete', `${API.packages}/:id`, (request, context) => onPackage(request, context, 'orders.delete', (companyId, id) => {
    const result = deletePackage(context.world, companyId, id, context.now());
    return result === true ? json(204) : worldAnswer(result);
  })),
];
