/** The identity service (contract/downstream/identity.ts) over the world; passwords live in the credential store. */
import type { Company, IdentityUser, Realm } from '@contract/downstream/identity';
import type { DownstreamClaims } from '@contract/downstream/common';
import { fieldErrors, registerSchema } from '@contract/auth/auth.schemas';
import { findCompany, findUser, findUserByEmail, searchCompanies } from '@mocks/world/lookups';
import { registerSeller } from '@mocks/world/registration';
import type { World } from '@mocks/world/world';
import type { CredentialStore } from './credential-store';
import { hashPassword } from './password-hash';
import { mayReadCompany, requireRole, type GuardOptions } from './jwt-guard';
import { fail, jsonBody, positiveInt, stringField } from './responses';
import { createServiceApp, type ServiceApp } from './service-app';
import { mountPasswordResets } from './identity-resets';

const REALMS: readonly Realm[] = ['seller', 'staff'];
const COMPANY_PAGE_MAX = 100;

export function inRealm(user: IdentityUser, realm: Realm): boolean {
  return realm === 'seller' ? user.kind === 'seller' : user.kind === 'admin' || user.kind === 'editor';
}

function mayReadUser(claims: DownstreamClaims, user: IdentityUser): boolean {
  if (claims.sub === user.id) return true;
  return user.companyId !== null && mayReadCompany(claims, user.companyId);
}

export function createIdentityApp(world: World, credentials: CredentialStore, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('identity', guard, (open) => {
    open.get('/v1/outbox', (c) => {
      const to = c.req.query('to')?.trim().toLowerCase();
      return c.json({ items: to ? world.outbox.filter((mail) => mail.to.toLowerCase() === to) : world.outbox });
    });
  });

  app.post('/v1/credentials/verify', requireRole('service'), async (c) => {
    const body = await jsonBody(c);
    const email = body && stringField(body, 'email');
    const password = body && stringField(body, 'password');
    const realm = body && stringField(body, 'realm');
    if (email === null || password === null || !REALMS.includes(realm as Realm)) {
      return fail(c, 400, 'bad_request', 'email, password and realm (seller or staff) are required.');
    }
    await credentials.ready;
    const user = findUserByEmail(world, email);
    const matches = await credentials.verify(user?.id, password);
    if (!user || !matches || !inRealm(user, realm as Realm)) return fail(c, 401, 'invalid_credentials', 'E-mail or password is invalid.');
    return c.json({ user });
  });

  app.get('/v1/users/:id', (c) => {
    const user = findUser(world, c.req.param('id'));
    if (!user) return fail(c, 404, 'not_found', 'No such user.');
    if (!mayReadUser(c.get('claims'), user)) return fail(c, 403, 'forbidden', 'This token may not read that user.');
    return c.json({ user });
  });

  app.post('/v1/users', requireRole('service'), async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const problems = fieldErrors(registerSchema, body);
    if (problems?.password) return fail(c, 400, 'weak_password', 'The password does not meet the rules.');
    if (problems) return fail(c, 400, 'bad_request', `Invalid fields: ${Object.keys(problems).join(', ')}.`);
    const email = String(body.email).trim();
    if (findUserByEmail(world, email)) return fail(c, 409, 'email_in_use', 'This e-mail is already in use.');
    const hash = await hashPassword(String(body.password));
    const result = registerSeller(world, { email, name: String(body.name) });
    if (!result.ok) return fail(c, 409, 'email_in_use', 'This e-mail is already in use.');
    credentials.setHash(result.user.id, hash);
    return c.json<{ user: IdentityUser; company: Company }>({ user: result.user, company: result.company }, 201);
  });

  app.get('/v1/companies', requireRole('admin', 'service'), (c) => {
    const limit = Math.min(positiveInt(c.req.query('limit')) ?? 20, COMPANY_PAGE_MAX);
    const offsetText = c.req.query('offset');
    const offset = offsetText === '0' ? 0 : positiveInt(offsetText) ?? 0;
    return c.json(searchCompanies(world, { q: c.req.query('q') ?? '', limit, offset }));
  });

  app.get('/v1/companies/:id', (c) => {
    const id = positiveInt(c.req.param('id'));
    if (id === null) return fail(c, 404, 'not_found', 'No such company.');
    if (!mayReadCompany(c.get('claims'), id)) return fail(c, 403, 'forbidden', 'This token may not read that company.');
    const company = findCompany(world, id);
    return company ? c.json({ company }) : fail(c, 404, 'not_found', 'No such company.');
  });

  mountPasswordResets(app, world, credentials, guard.now);
  return app;
}
