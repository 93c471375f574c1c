import { createLocalJWKSet, jwtVerify } from 'jose';
import { JWT_ISSUER } from '@contract/downstream/common';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { SUPPORT_AUDIENCE } from '../../lib/token-signer';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('support link', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, made) => {
    h = harness;
    browser = made;
  });

  it('points at SUPPORT_CENTER_URL with a short-lived token for aud support', async () => {
    await h.reset({ env: { SUPPORT_CENTER_URL: 'https://help.example.com/requests?lang=en' } });
    const browser = new TestBrowser(h.app);
    await browser.signIn('ayse@demo.tezgah.dev');
    const { url } = await (await browser.call(SHELL_ROUTES.supportLink)).json();
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://help.example.com/requests');
    expect(link.searchParams.get('lang')).toBe('en');
    const { payload } = await jwtVerify(link.searchParams.get('token')!, createLocalJWKSet(h.signer.jwks()), {
      audience: SUPPORT_AUDIENCE,
      issuer: JWT_ISSUER,
      currentDate: new Date(h.clock()),
    });
    expect(payload).toMatchObject({ sub: 'usr-ayse', company_id: 1001, role: 'seller' });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(120);
  });

  it('is refused to the admin role, allowed to an admin acting as a seller', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const refused = await browser.call(SHELL_ROUTES.supportLink);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('forbidden');
    await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1002 } });
    expect((await browser.call(SHELL_ROUTES.supportLink)).status).toBe(200);
  });
});
