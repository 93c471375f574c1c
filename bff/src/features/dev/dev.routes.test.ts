import { API } from '@contract/api/paths';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

describe('dev outbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ sandboxEmbedded: true });
  });
  beforeEach(() => h.reset());

  it('shows the mails the embedded sandbox sent', async () => {
    const browser = new TestBrowser(h.app);
    expect(await (await browser.get(API.devOutbox)).json()).toEqual({ items: [] });
    await browser.post(API.forgotPassword, { email: 'li@demo.tezgah.dev' });
    const { items } = await (await browser.get(API.devOutbox)).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ to: 'li@demo.tezgah.dev' });
  });

  it('does not exist without the embedded sandbox', async () => {
    await h.reset({ sandboxEmbedded: false });
    const response = await h.app.request(API.devOutbox);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'notFound', message: 'No data was found.' });
  });
});
