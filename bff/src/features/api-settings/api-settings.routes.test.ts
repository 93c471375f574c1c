import { fillPath } from '@contract/api/route-def';
import type { ApiKeyCreatedAnswer, ApiKeyListAnswer } from '@contract/api-keys/api-key.api';
import { API_KEY_ROUTES } from '@contract/api-keys/api-key.routes';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const SELLER_API_URL = 'https://seller-api.example.test/seller-api/v1';
const removePath = (id: number) => fillPath(API_KEY_ROUTES.remove.path, { id });

describe('API Settings', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile(
    (harness, fresh) => {
      h = harness;
      browser = fresh;
    },
    { env: { SELLER_API_URL } },
  );

  const list = async () => (await (await browser.call(API_KEY_ROUTES.list)).json()) as ApiKeyListAnswer;

  it('lists the company’s keys without any secret, with the seller API’s address from configuration', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const answer = await list();
    expect(answer.baseUrl).toBe(SELLER_API_URL);
    expect(answer.items.map((key) => key.name)).toEqual(['Stok senkronizasyonu', 'ERP entegrasyonu']);
    expect(answer.items.every((key) => !('hash' in key) && !('key' in key))).toBe(true);
  });

  it('answers a new key once, shows only its prefix afterwards and never logs it', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const response = await browser.call(API_KEY_ROUTES.create, { body: { name: 'Accounting export' } });
    expect(response.status).toBe(201);
    const { created, items } = (await response.json()) as ApiKeyCreatedAnswer;
    expect(created.name).toBe('Accounting export');
    const row = items.find((key) => key.id === created.id)!;
    expect(created.key.startsWith(row.prefix)).toBe(true);
    expect(JSON.stringify(await list())).not.toContain(created.key);
    expect(JSON.stringify(h.logs)).not.toContain(created.key);
    expect(h.logs.length).toBeGreaterThan(0);
  });

  it('says why a name is refused, at the field', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const taken = await browser.call(API_KEY_ROUTES.create, { body: { name: ' ERP entegrasyonu ' } });
    expect(taken.status).toBe(400);
    expect((await taken.json()).fields).toEqual({ name: 'validation.apiKeyNameTaken' });
    const empty = await browser.call(API_KEY_ROUTES.create, { body: { name: '' } });
    expect((await empty.json()).fields).toEqual({ name: 'validation.apiKeyNameRequired' });
  });

  it('deletes a key of the session’s company only', async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    const omarKey = (await list()).items[0]!;
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.delete(removePath(omarKey.id))).status).toBe(404);
    const own = (await list()).items[0]!;
    const after = await browser.delete(removePath(own.id));
    expect(after.status).toBe(200);
    expect(((await after.json()) as ApiKeyListAnswer).items.some((key) => key.id === own.id)).toBe(false);
  });

  it('shows the list to an admin acting as the seller but refuses creating and deleting before any service call', async () => {
    await browser.actAs(1001);
    expect((await list()).items).toHaveLength(2);
    const before = h.downstreamRequests.length;
    expect((await browser.call(API_KEY_ROUTES.create, { body: { name: 'Staff key' } })).status).toBe(403);
    expect((await browser.delete(removePath(1001001))).status).toBe(403);
    expect(h.downstreamRequests.length).toBe(before);
    expect((await list()).items).toHaveLength(2);
  });
});
