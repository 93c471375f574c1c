import { DEV_ROUTES } from '@contract/api/system.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

/** Real services configured: no sandbox, so no dev routes, whatever SANDBOX says. */
const SERVICES_SET = {
  IDENTITY_URL: 'http://identity.test',
  MARKETPLACE_URL: 'http://mp.test',
  LOGISTICS_URL: 'http://lg.test',
  ACCOUNTING_URL: 'http://acc.test',
  AUDIT_URL: 'http://audit.test',
};

describe('dev routes', () => {
  let h: Harness;
  harnessPerFile(
    (harness) => {
      h = harness;
    },
    { env: { SANDBOX: '1' } },
  );

  it('with SANDBOX=1: shows the mails the embedded sandbox sent, and takes services down', async () => {
    const browser = new TestBrowser(h.app);
    expect(await (await browser.call(DEV_ROUTES.outbox)).json()).toEqual({ items: [] });
    await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: 'li@demo.tezgah.dev' } });
    const { items } = await (await browser.call(DEV_ROUTES.outbox)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ to: 'li@demo.tezgah.dev' });
    expect((await browser.call(DEV_ROUTES.serviceAction, { params: { service: 'logistics', action: 'down' }, json: {} })).status).toBe(200);
  });

  it.each([
    ['without SANDBOX', { SANDBOX: '0', ...SERVICES_SET }],
    ['with SANDBOX=1 but service URLs set', { SANDBOX: '1', ...SERVICES_SET }],
  ])('does not exist %s', async (_label, env) => {
    await h.reset({ env });
    const browser = new TestBrowser(h.app);
    for (const response of [
      await browser.call(DEV_ROUTES.outbox),
      await browser.call(DEV_ROUTES.services),
      await browser.call(DEV_ROUTES.serviceAction, { params: { service: 'logistics', action: 'down' }, json: {} }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'notFound', message: 'No data was found.' });
    }
  });
});
