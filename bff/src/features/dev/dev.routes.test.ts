import { API } from '@contract/api/paths';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

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
  beforeAll(async () => {
    h = await createHarness({ env: { SANDBOX: '1' } });
  });
  beforeEach(() => h.reset());

  it('with SANDBOX=1: shows the mails the embedded sandbox sent, and takes services down', async () => {
    const browser = new TestBrowser(h.app);
    expect(await (await browser.get(API.devOutbox)).json()).toEqual({ items: [] });
    await browser.post(API.forgotPassword, { email: 'li@demo.tezgah.dev' });
    const { items } = await (await browser.get(API.devOutbox)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ to: 'li@demo.tezgah.dev' });
    expect((await browser.post(`${API.devServices}/logistics/down`, {})).status).toBe(200);
  });

  it.each([
    ['without SANDBOX', { SANDBOX: '0', ...SERVICES_SET }],
    ['with SANDBOX=1 but service URLs set', { SANDBOX: '1', ...SERVICES_SET }],
  ])('does not exist %s', async (_label, env) => {
    await h.reset({ env });
    const browser = new TestBrowser(h.app);
    for (const response of [
      await browser.get(API.devOutbox),
      await browser.get(API.devServices),
      await browser.post(`${API.devServices}/logistics/down`, {}),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'notFound', message: 'No data was found.' });
    }
  });
});
