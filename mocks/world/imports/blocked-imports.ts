/** Every company whose imports staff suspended or banned (or that was seeded so), by id: Company Tools' tabs. */
import type { BlockedImportsAnswer } from '@contract/admin-companies/company-tools.service-routes';
import type { World } from '../world';
import { importStateOf } from './import-book';

export function blockedImports(world: World): BlockedImportsAnswer {
  const items = world.companies.flatMap((company) => {
    const state = importStateOf(world, company.id);
    return state === 'allowed' ? [] : [{ companyId: company.id, state }];
  });
  return { items: items.sort((a, b) => a.companyId - b.companyId) };
}
