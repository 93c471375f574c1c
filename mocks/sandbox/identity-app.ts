/** The identity service (IDENTITY_ROUTES of contract/downstream/identity.routes.ts) over the world; passwords live in the credential store. */
import type { IdentityUser, Realm } from '@contract/downstream/identity';
import { IDENTITY_ROUTES } from '@contract/downstream/identity.routes';
import type { DownstreamClaims } from '@contract/downstream/common';
import { fieldErrors, registerSchema } from '@contract/auth/auth.schemas';
import { findCompany, findUser, findUserByEmail, searchCompanies } from '@mocks/world/lookups';
import { registerSeller } from '@mocks/world/registration';
import type { World } from '@mocks/world/world';
import type { CredentialStore } from './credential-store';
import { mayReadCompany, roleRefusal, type GuardOptions } from './jwt-guard';
import { fail } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import { createServiceApp, type ServiceApp } from './service-app';
import { mountPasswordResets } from './identity-resets';
import { mountCompanyRoutes } from './company-routes';

const COMPANY_PAGE_MAX = 100;
const onlyService = (c: ServiceContext) => roleRefusal(c, ['service']);

export function inRealm(user: IdentityUser, realm: Realm): boolean {
  return realm === 'seller' ? user.kind === 'seller' : user.kind === 'admin' || user.kind === 'editor';
}

function mayReadUser(claims: DownstreamClaims, user: IdentityUser): boolean {
  if (claims.sub === user.id) return true;
  return user.companyId !== null && mayReadCompany(claims, user.companyId);
}

export function createIdentityApp(world: World, credentials: CredentialStore, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('identity', guard, (open) => {
    serveService(open, IDENTITY_ROUTES.outbox, (_c, { query }) => {
      const to = query.to?.trim().toLowerCase();
      return { items: to ? world.outbox.filter((mail) => mail.to.toLowerCase() === to) : world.outbox };
    });
  });

  serveService(
    app,
    IDENTITY_ROUTES.verifyCredentials,
    async (c, { body: sent }) => {
      const body = checkedBody(IDENTITY_ROUTES.verifyCredentials, sent, (fields) => badBody(c, fields));
      if (body instanceof Response) return body;
      const { email, password, realm } = body;
      await credentials.ready;
      const user = findUserByEmail(world, email);
      const matches = await credentials.verify(user?.id, password);
      if (!user || !matches || !inRealm(user, realm)) return fail(c, 401, 'invalid_credentials', 'E-mail or password is invalid.');
      return { user };
    },
    { allow: onlyService },
  );

  serveService(app, IDENTITY_ROUTES.getUser, (c, { params }) => {
    const user = findUser(world, params.userId);
    if (!user) return fail(c, 404, 'not_found', 'No such user.');
    if (!mayReadUser(c.get('claims'), user)) return fail(c, 403, 'forbidden', 'This token may not read that user.');
    return { user };
  });

  serveService(
    app,
    IDENTITY_ROUTES.register,
    async (c, { body: sent }) => {
      const body = sent ?? {};
      const problems = fieldErrors(registerSchema, body);
      if (problems?.password) return fail(c, 400, 'weak_password', 'The password does not meet the rules.');
      if (problems) return fail(c, 400, 'bad_request', `Invalid fields: ${Object.keys(problems).join(', ')}.`);
      const email = String(body.email).trim();
      if (findUserByEmail(world, email)) return fail(c, 409, 'email_in_use', 'This e-mail is already in use.');
      const hash = await credentials.hash(String(body.password));
      const result = registerSeller(world, { email, name: String(body.name) });
      if (!result.ok) return fail(c, 409, 'email_in_use', 'This e-mail is already in use.');
      credentials.setHash(result.user.id, hash);
      return { user: result.user, company: result.company };
    },
    { allow: onlyService },
  );

  serveService(
    app,
    IDENTITY_ROUTES.listCompanies,
    (_c, { query }) => searchCompanies(world, { q: query.q ?? '', limit: Math.min(query.limit ?? 20, COMPANY_PAGE_MAX), offset: query.offset ?? 0 }),
    {
      allow: (c) => roleRefusal(c, ['admin', 'service']),
    },
  );

  serveService(
    app,
    IDENTITY_ROUTES.getCompany,
    (c, { params }) => {
      const company = findCompany(world, params.companyId);
      return company ? { company } : fail(c, 404, 'not_found', 'No such company.');
    },
    { world },
  );

  mountPasswordResets(app, world, credentials, guard.now);
  mountCompanyRoutes(app, world, guard.now);
  return app;
}
