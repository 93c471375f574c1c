/**
 * The identity service's company profiles (contract/downstream/company.routes.ts) over the world (mocks/world/company).
 * Company scope comes from serveService (a seller token of another company is 403, an unknown company 404); who made
 * a change is read from the token (`act` names the admin behind an admin-as-user session), never from the body.
 */
import type { DownstreamClaims } from '@contract/downstream/common';
import { COMPANY_SERVICE_ROUTES as ROUTES } from '@contract/downstream/company.routes';
import { getProfile, logoFile, saveSection, uploadLogo, type CompanyEditor, type SectionSave } from '@mocks/world/company/company-operations';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { bodyChecked, invalidBody, serveService, type ServiceContext } from './serve-service';
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
  const save = (c: ServiceContext, companyId: number, section: SectionSave) => saveSection(world, companyId, section, editorOf(world, c.get('claims'), now));
  const { saveAddresses, saveContact, saveCompany, saveBank } = ROUTES;
  serveService(
    app,
    saveAddresses,
    bodyChecked(saveAddresses, (c, { params, body }) => save(c, params.companyId, { section: 'addresses', body }), invalidBody),
    scoped,
  );
  serveService(
    app,
    saveContact,
    bodyChecked(saveContact, (c, { params, body }) => save(c, params.companyId, { section: 'contact', body }), invalidBody),
    scoped,
  );
  serveService(
    app,
    saveCompany,
    bodyChecked(saveCompany, (c, { params, body }) => save(c, params.companyId, { section: 'company', body }), invalidBody),
    scoped,
  );
  serveService(
    app,
    saveBank,
    bodyChecked(saveBank, (c, { params, body }) => save(c, params.companyId, { section: 'bank', body }), invalidBody),
    scoped,
  );
  serveService(
    app,
    ROUTES.uploadLogo,
    bodyChecked(ROUTES.uploadLogo, (c, { params, body }) => uploadLogo(world, params.companyId, body, editorOf(world, c.get('claims'), now)), invalidBody),
    scoped,
  );
  serveService(app, ROUTES.logo, (_c, { params }) => logoFile(world, params.companyId), scoped);
}
