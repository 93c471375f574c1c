/** Builds the browser's UserInfo from the identity user, the company, the marketplace counts and the flag lists. */
import type { UserInfo } from '@contract/api/session';
import { flagsForCompany, toUserInfo, type CompanyIdLists } from '@contract/api/user-info';
import type { DownstreamClaims } from '@contract/downstream/common';
import type { AccountKind, IdentityUser } from '@contract/downstream/identity';
import type { Role } from '@contract/permissions';
import type { Services } from './services';
import type { SessionIdentity } from './sessions';
import type { Caller } from './token-signer';
import { ApiFailure } from './api-failure';
import { ADMIN_VALIDATION_SERVICE_ROUTES } from '@contract/admin-products/admin-validation.service-routes';

const CLAIM_ROLE: Record<AccountKind, DownstreamClaims['role']> = { seller: 'seller', admin: 'admin', editor: 'editor' };
const ROLE_CLAIM: Record<Role, DownstreamClaims['role']> = { user: 'seller', adminAsUser: 'seller', admin: 'admin', editor: 'editor' };

/** The downstream caller for a person, optionally with the admin acting as them. */
export function callerFor(user: Pick<IdentityUser, 'id' | 'kind' | 'companyId'>, actorId?: string): Caller {
  return {
    sub: user.id,
    role: CLAIM_ROLE[user.kind],
    ...(user.companyId === null ? {} : { companyId: user.companyId }),
    ...(actorId === undefined ? {} : { actorId }),
  };
}

/** The downstream caller for a signed-in session. */
export function callerOfSession(identity: SessionIdentity, stashedAdmin: SessionIdentity | null): Caller {
  return {
    sub: identity.userId,
    role: ROLE_CLAIM[identity.user.userRole],
    ...(identity.user.companyId === null ? {} : { companyId: identity.user.companyId }),
    ...(stashedAdmin ? { actorId: stashedAdmin.userId } : {}),
  };
}

/** The badge counts are the marketplace's: at sign-in, while it does not answer, the user signs in without them (GET me
 * marks them unavailable until it answers again). */
function countsOrNone(services: Services, caller: Caller, companyId: number) {
  return services.counts(caller, companyId).catch((error: unknown) => {
    if (error instanceof ApiFailure && error.code === 'downstreamUnavailable') return null;
    throw error;
  });
}

/** Whether the company sees seller Product Validation: the marketplace's setting (none while it does not answer at sign-in). */
async function productValidationOf(services: Services, caller: Caller, companyId: number, optional: boolean): Promise<boolean> {
  const asked = services.call(ADMIN_VALIDATION_SERVICE_ROUTES.access, caller, { params: { companyId } }).then((answer) => answer.enabled);
  if (!optional) return asked;
  return asked.catch((error: unknown) => {
    if (error instanceof ApiFailure && error.code === 'downstreamUnavailable') return false;
    throw error;
  });
}

export async function loadUserInfo(
  services: Services,
  lists: CompanyIdLists,
  user: IdentityUser,
  actingAdmin: Pick<IdentityUser, 'id' | 'firstName' | 'lastName' | 'email'> | null = null,
  options: { countsOptional?: boolean } = {},
): Promise<UserInfo> {
  const caller = callerFor(user, actingAdmin?.id);
  const companyId = user.companyId;
  const optional = options.countsOptional === true;
  const [company, counts, productValidation] =
    companyId === null
      ? [null, null, false]
      : await Promise.all([
          services.getCompany(caller, companyId),
          optional ? countsOrNone(services, caller, companyId) : services.counts(caller, companyId),
          productValidationOf(services, caller, companyId, optional),
        ]);
  return toUserInfo({ user, company, counts, flags: flagsForCompany(company?.id ?? null, lists, productValidation), actingAdmin });
}
