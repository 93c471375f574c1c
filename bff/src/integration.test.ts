/** The BFF and the sandbox over real HTTP, with each store the suite can reach (memory, and Redis when up). */
import { createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { API } from '@contract/api/paths';
import { JWT_ISSUER, JWT_MAX_TTL_SECONDS, SERVICE_SUBJECT } from '@contract/downstream/common';
import { unsignedToken } from '@mocks/sandbox/test-signer';
import { describeStores } from './test/stores';
import { HttpClient, startLiveStack, type LiveStack } from './test/live-stack';

const PASSWORD = 'Tezgah2026!';
const MINUTE = 60_000;

describeStores('BFF + sandbox over HTTP ($name store)', (kind) => {
  let stack: LiveStack;
  beforeEach(async () => {
    stack = await startLiveStack((clock) => kind.make(clock));
  });
  afterEach(async () => {
    await stack.close();
    await kind.cleanup();
  });

  const signIn = async (client: HttpClient, email: string, admin = false) => {
    const response = await client.send('POST', admin ? API.loginAdmin : API.loginUser, { email, password: PASSWORD });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('signs in with an httpOnly, SameSite=Lax, Path=/ cookie and rotates it on every sign-in', async () => {
    const client = new HttpClient(stack.url);
    const body = await signIn(client, 'ayse@demo.tezgah.dev');
    expect(body.user.companyId).toBe(1001);
    expect(client.lastSetCookie).toHaveLength(1);
    expect(client.lastSetCookie[0]).toMatch(/^tezgah\.sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const first = client.cookie;
    await signIn(client, 'ayse@demo.tezgah.dev');
    expect(client.cookie).not.toBe(first);
    expect((await fetch(`${stack.url}${API.me}`, { headers: { cookie: first } })).status).toBe(401);
    expect((await client.send('GET', API.me)).status).toBe(200);
  });

  it('rotates on act-as and back, and revokes on logout', async () => {
    const client = new HttpClient(stack.url);
    await signIn(client, 'admin@demo.tezgah.dev', true);
    const asAdmin = client.cookie;
    const acting = await client.send('POST', API.actAs, { companyId: 1002 });
    expect((await acting.json()).user.userRole).toBe('adminAsUser');
    const asSeller = client.cookie;
    expect(asSeller).not.toBe(asAdmin);
    expect((await client.send('POST', API.adminBack)).status).toBe(200);
    const back = client.cookie;
    expect(new Set([asAdmin, asSeller, back]).size).toBe(3);
    for (const old of [asAdmin, asSeller]) expect((await fetch(`${stack.url}${API.me}`, { headers: { cookie: old } })).status).toBe(401);

    expect((await client.send('POST', API.logout)).status).toBe(204);
    expect((await fetch(`${stack.url}${API.me}`, { headers: { cookie: back } })).status).toBe(401);
  });

  it('expires sessions after 30 idle minutes and 12 hours in all', async () => {
    const idle = new HttpClient(stack.url);
    const busy = new HttpClient(stack.url);
    await signIn(idle, 'ayse@demo.tezgah.dev');
    await signIn(busy, 'omar@demo.tezgah.dev');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      stack.clock.advance(20 * MINUTE);
      expect((await busy.send('GET', API.me)).status).toBe(200);
    }
    expect((await idle.send('GET', API.me)).status).toBe(401);
    stack.clock.advance(20 * MINUTE);
    expect((await busy.send('GET', API.me)).status).toBe(401);
  });

  it('sends the sandbox ES256 tokens with the right claims, as verified against the BFF JWKS', async () => {
    const client = new HttpClient(stack.url);
    await signIn(client, 'admin@demo.tezgah.dev', true);
    await client.send('POST', API.actAs, { companyId: 1001 });
    await client.send('GET', API.me);
    const now = Math.floor(stack.clock() / 1000);
    for (const claims of stack.claims) {
      expect(claims.iss).toBe(JWT_ISSUER);
      expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(JWT_MAX_TTL_SECONDS);
      expect(claims.iat).toBeLessThanOrEqual(now);
      expect(typeof claims.jti).toBe('string');
    }
    expect(stack.claims[0]).toMatchObject({ aud: 'identity', sub: SERVICE_SUBJECT, role: 'service' });
    expect(stack.claims).toContainEqual(expect.objectContaining({ aud: 'identity', sub: 'usr-admin', role: 'admin' }));
    expect(stack.claims).toContainEqual(
      expect.objectContaining({ aud: 'marketplace', sub: 'usr-ayse', role: 'seller', company_id: 1001, act: { sub: 'usr-admin' } }),
    );
  });

  it('the sandbox refuses alg none, a wrong audience and an expired token', async () => {
    const identity = stack.sandbox.urls.identity;
    const call = (token: string) => fetch(`${identity}/v1/users/usr-ayse`, { headers: { authorization: `Bearer ${token}` } });
    const now = Math.floor(stack.clock() / 1000);
    const good = await stack.signer.forService('identity', { sub: SERVICE_SUBJECT, role: 'service' });
    expect(decodeProtectedHeader(good).alg).toBe('ES256');
    expect((await call(good)).status).toBe(200);
    expect((await call(unsignedToken({ iss: JWT_ISSUER, aud: 'identity', sub: SERVICE_SUBJECT, role: 'service', iat: now, exp: now + 60 }))).status).toBe(401);
    expect((await call(await stack.signer.forService('marketplace', { sub: SERVICE_SUBJECT, role: 'service' }))).status).toBe(401);
    stack.clock.advance((JWT_MAX_TTL_SECONDS + 1) * 1000);
    expect((await call(good)).status).toBe(401);
    const jwks = await (await fetch(`${stack.url}/.well-known/jwks.json`)).json();
    expect(() => createLocalJWKSet(jwks)).not.toThrow();
  });

  it('limits sign-in failures per account with 429 and Retry-After, alike for unknown e-mails', async () => {
    const client = new HttpClient(stack.url);
    const answers: { status: number; body: string }[] = [];
    for (const email of ['li@demo.tezgah.dev', 'nobody@demo.tezgah.dev']) {
      for (let i = 0; i < 5; i += 1) {
        const response = await client.send('POST', API.loginUser, { email, password: 'Wrong-pass1' });
        answers.push({ status: response.status, body: await response.text() });
      }
    }
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    const blocked = await client.send('POST', API.loginUser, { email: 'li@demo.tezgah.dev', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).code).toBe('tooManyAttempts');
    stack.clock.advance(15 * MINUTE);
    expect((await client.send('POST', API.loginUser, { email: 'li@demo.tezgah.dev', password: PASSWORD })).status).toBe(200);
  });
});
