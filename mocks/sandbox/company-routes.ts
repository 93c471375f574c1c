/**
 * The identity service's company profiles (contract/downstream/company.routes.ts) over the world (mocks/world/company).
 * Company scope comes from serveService (a seller token of another company is 403, an unknown company 404); who made
 * a change is read from the token (`act` names the admin behind an admin-as-user session), never from the body.
 */
import type { DownstreamClaims } from '@contract/downstream/common';
import { COMPANY_SERVICE_ROUTES as ROUTES } from '@contract/downstream/company.routes';
import { getProfile, logoFile, saveSection, uploadLogo, type CompanyEditor } from '@mocks/world/company/company-operations';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such company profile.');

function editorOf(world: World, claims: DownstreamClaims, now: () => number): CompanyEditor {
  const personId = claims.act?.sub ?? claims.sub;
  const person = findUser(world, personId);
  return {
    by: person ? `${person.firstName} ${person.lastName}`.trim() : personId,
    at: new Date(now()).toISOString(),
    actingAdmin: claims.act !== undefined,
  };
}

export function mountCompanyRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };
  serveService(app, ROUTES.profile, (_c, { params }) => getProfile(world, params.companyId), scoped);
  serveService(
    app,
    ROUTES.saveSection,
    (c, { params, body }) => saveSection(world, params.companyId, params.section, body, editorOf(world, c.get('claims'), now)),
    scoped,
  );
  serveService(app, ROUTES.uploadLogo, (c, { params, body }) => uploadLogo(world, params.companyId, body, editorOf(world, c.get('claims'), now)), scoped);
  serveService(app, ROUTES.logo, (_c, { params }) => logoFile(world, params.companyId), scoped);
}
