import { Hono } from 'hono';
import { apiError } from '@contract/api/error-status';
import { ApiFailure } from '../lib/api-failure';
import type { AppEnv } from '../lib/app-env';
import type { SessionRecord } from '../lib/sessions';
import { identity, sellerInfo } from '../test/fixtures';
import { policy, policyOf, subjectOfSession } from './policy';

function appFor(record: SessionRecord | null) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('session', record ? { id: 'x', record } : null);
    await next();
  });
  app.get('/public', policy.public(), (c) => c.text('ok'));
  app.get('/signed-in', policy.signedIn(), (c) => c.text('ok'));
  app.get('/refresh', policy.signedIn({ code: 'invalidAccessToken' }), (c) => c.text('ok'));
  app.get('/products', policy.can('catalog.products'), (c) => c.text('ok'));
  app.get('/back', policy.can('admin.backToAdmin', { deny: 'notActingAsSeller' }), (c) => c.text('ok'));
  app.onError((error, c) => (error instanceof ApiFailure ? c.json(error.toBody(), error.status) : c.json(apiError('generic'), 500)));
  return app;
}

const seller: SessionRecord = { ...identity('u1', 0), lastSeenAt: 0, accessKey: 'k', stashedAdmin: null };

describe('policy', () => {
  it('public lets anyone through', async () => {
    expect((await appFor(null).request('/public')).status).toBe(200);
  });

  it('signedIn needs a session, with a chosen error code', async () => {
    expect((await appFor(null).request('/signed-in')).status).toBe(401);
    expect(await (await appFor(null).request('/refresh')).json()).toMatchObject({ code: 'invalidAccessToken' });
    expect((await appFor(seller).request('/signed-in')).status).toBe(200);
  });

  it('can() asks the contract with the session subject', async () => {
    expect((await appFor(null).request('/products')).status).toBe(401);
    expect((await appFor(seller).request('/products')).status).toBe(200);
    const admin = { ...seller, user: { ...sellerInfo(), userRole: 'admin' as const } };
    expect((await appFor(admin).request('/products')).status).toBe(403);
  });

  it('takes hasAdminSession from the stashed admin, not from browser-facing info', async () => {
    const acting = { ...seller, user: { ...sellerInfo(), userRole: 'adminAsUser' as const } };
    expect(subjectOfSession(acting).hasAdminSession).toBe(false);
    expect(await (await appFor(acting).request('/back')).json()).toMatchObject({ code: 'notActingAsSeller' });
    const withStash = { ...acting, stashedAdmin: identity('admin', 0) };
    expect((await appFor(withStash).request('/back')).status).toBe(200);
  });

  it('names its handlers so routes can be walked', () => {
    expect(policyOf(policy.public())).toBe('public');
    expect(policyOf(policy.signedIn())).toBe('signedIn');
    expect(policyOf(policy.can('orders.view'))).toBe('can:orders.view');
    expect(policyOf(() => undefined)).toBeUndefined();
  });
});
