/** The marketplace service's claims (contract/downstream/claims.routes.ts) over the world (mocks/world/claims). */
import { CLAIM_SERVICE_ROUTES as ROUTES } from '@contract/downstream/claims.routes';
import { approveClaim, claimPhotoFile, getClaim, listClaims, rejectClaim, type ClaimResult } from '@mocks/world/claims/claim-operations';
import type { World } from '@mocks/world/world';
import { refuse } from './responses';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such claim in this company.');

/** A decision's answer: the claim, 404, or the refusal with its contract code (and fields). */
function settled(c: ServiceContext, result: ClaimResult) {
  if (result === undefined) return notFound(c);
  return 'claim' in result ? result : refuse(c, result);
}

export function mountClaimsRoutes(app: ServiceApp, world: World): void {
  const scoped = { world, notFound };
  serveService(app, ROUTES.list, (_c, { params, query }) => listClaims(world, params.companyId, query), { world });
  serveService(app, ROUTES.detail, (c, { params }) => getClaim(world, params.companyId, params.claimId) ?? notFound(c), scoped);
  serveService(app, ROUTES.approve, (c, { params }) => settled(c, approveClaim(world, params.companyId, params.claimId)), scoped);
  serveService(app, ROUTES.reject, (c, { params, body }) => settled(c, rejectClaim(world, params.companyId, params.claimId, body)), scoped);
  serveService(app, ROUTES.photo, (c, { params }) => claimPhotoFile(world, params.companyId, params.claimId, params.photoKey) ?? notFound(c), scoped);
}
