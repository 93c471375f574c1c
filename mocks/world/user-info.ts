/** UserInfo for a person in the world, derived with the contract's toUserInfo exactly as the BFF derives it. */
import type { UserInfo } from '@contract/api/session';
import { flagsForCompany, toUserInfo, type CompanyIdLists } from '@contract/api/user-info';
import { DEMO_FLAG_LISTS } from './demo-accounts';
import { hasProductValidation } from './catalog/admin-products-validation';
import { findCompany, findUser } from './lookups';
import { countsOf } from './badge-counts';
import type { World } from './world';

export interface WorldUserInfoOptions {
  /** The admin acting as this seller, if any. */
  actingAdminId?: string | null;
  flagLists?: CompanyIdLists;
  /** Badge counts forced to zero (the in-page 'empty' scenario). */
  zeroCounts?: boolean;
}

export function worldUserInfo(world: World, userId: string, options: WorldUserInfoOptions = {}): UserInfo | null {
  const user = findUser(world, userId);
  if (!user) return null;
  const admin = options.actingAdminId ? findUser(world, options.actingAdminId) : undefined;
  if (options.actingAdminId && !admin) return null;
  const company = user.companyId === null ? null : (findCompany(world, user.companyId) ?? null);
  return toUserInfo({
    user,
    company,
    counts: company && !options.zeroCounts ? countsOf(world, company.id) : null,
    flags: flagsForCompany(company?.id ?? null, options.flagLists ?? DEMO_FLAG_LISTS, company !== null && hasProductValidation(world, company.id)),
    actingAdmin: admin ?? null,
  });
}
