/**
 * How the browser's UserInfo is made from the identity service's records (the BFF and the sandbox share it),
 * and how a permission Subject is read back from it.
 */
import type { CompanyFlags, Role, Subject } from '../permissions';
import { COUNT_BADGES } from '../routes';
import type { Company, IdentityUser } from '../downstream/identity';
import type { Counts, UserInfo } from './session';

/** Company-id lists from configuration (seller Product Validation is a setting of the marketplace service instead). */
export interface CompanyIdLists {
  version2: readonly number[];
}

export interface UserInfoSource {
  user: IdentityUser;
  company: Company | null;
  /** Sidebar badge counts; null (all zero) when the user has no company or the counts are unknown. */
  counts: Counts | null;
  flags: CompanyFlags;
  /** The admin behind an admin-as-user session; null otherwise. */
  actingAdmin: Pick<IdentityUser, 'firstName' | 'lastName' | 'email'> | null;
}

export const NO_FLAGS: CompanyFlags = { productValidation: false, version2: false };

export function zeroCounts(): Counts {
  return Object.fromEntries(COUNT_BADGES.map((badge) => [badge, 0])) as Counts;
}

/**
 * Spec §6: "version 2" is switched on by a company-id list from configuration; seller Product Validation by the
 * marketplace service's setting, which admins manage on /admin/product-validation.
 */
export function flagsForCompany(companyId: number | null, lists: CompanyIdLists, productValidation: boolean): CompanyFlags {
  if (companyId === null) return NO_FLAGS;
  return { productValidation, version2: lists.version2.includes(companyId) };
}

export function roleOf(user: Pick<IdentityUser, 'kind'>, actingAdmin: unknown): Role {
  if (user.kind === 'admin') return 'admin';
  if (user.kind === 'editor') return 'editor';
  return actingAdmin ? 'adminAsUser' : 'user';
}

export function toUserInfo({ user, company, counts, flags, actingAdmin }: UserInfoSource): UserInfo {
  return {
    id: user.id,
    userRole: roleOf(user, actingAdmin),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    companyName: company?.name ?? null,
    companyLogo: company?.logoUrl ?? null,
    companyId: company?.id ?? null,
    merchant_id: company?.merchantId ?? null,
    isOneClickMerchant: company?.isOneClickMerchant ?? false,
    companyCountry: company?.country ?? null,
    securityGroups: [...user.securityGroups],
    uiLang: user.uiLang,
    counts: counts ?? zeroCounts(),
    flags: company ? flags : NO_FLAGS,
    actingAdmin: actingAdmin ? { name: `${actingAdmin.firstName} ${actingAdmin.lastName}`.trim(), email: actingAdmin.email } : null,
  };
}

export function subjectOf(user: UserInfo): Subject {
  return {
    role: user.userRole,
    securityGroups: user.securityGroups,
    flags: user.flags,
    hasAdminSession: user.actingAdmin !== null,
  };
}
