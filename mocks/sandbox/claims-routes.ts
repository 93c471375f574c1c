/** The marketplace service's claims (contract/downstream/claims.routes.ts) over the world (mocks/world/claims). */
import { CLAIM_SERVICE_ROUTES as ROUTES } from '@contract/downstream/claims.routes';
import { approveClaim, claimPhotoFile, getClaim, listClaims, rejectClaim } from '@mocks/world/claims/claim-operations';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { bodyChecked, invalidBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such claim in this company.');

export function mountClaimsRoutes(app: ServiceApp, world: World): void {
  const scoped = { world, notFound };
  serveService(app, ROUTES.list, (_c, { params, query }) => listClaims(world, params.companyId, query), { world });
  serveService(app, ROUTES.detail, (_c, { params }) => getClaim(world, params.companyId, params.claimId), scoped);
  serveService(app, ROUTES.approve, (_c, { params }) => approveClaim(world, params.companyId, params.claimId), scoped);
  serveService(
    app,
    ROUTES.reject,
    bodyChecked(ROUTES.reject, (_c, { params, body }) => rejectClaim(world, params.companyId, params.claimId, body), invalidBody),
    scoped,
  );
  serveService(app, ROUTES.photo, (_c, { params }) => claimPhotoFile(world, params.companyId, params.claimId, params.photoKey), scoped);
}
