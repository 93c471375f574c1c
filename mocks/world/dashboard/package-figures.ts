/** The logistics service's package states for the dashboard, over the company's packages. */
import { packageStateOf } from '@contract/dashboard/dashboard.mapping';
import { PACKAGE_STATES } from '@contract/dashboard/dashboard.types';
import type { PackageStatesAnswer } from '@contract/downstream/logistics';
import { zeroCounts } from '@contract/lists/list-query';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';

export function packageFigures(world: World, companyId: number): PackageStatesAnswer {
  const packageStates = zeroCounts(PACKAGE_STATES);
  for (const pkg of orderBookOf(world, companyId)?.packages ?? []) packageStates[packageStateOf(pkg.status)] += 1;
  return { packageStates };
}
