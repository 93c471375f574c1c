/** The FAQ while the marketplace service is down: the last good answer for the same reader and language. */
import type { FaqAnswer } from '@contract/help/faq.types';
import { HELP_ROUTES } from '@contract/help/help.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('help: the FAQ with the marketplace service down', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, fresh) => {
    h = harness;
    browser = fresh;
  });

  const faq = async (lang: string, reader = browser) => {
    const response = await reader.call(HELP_ROUTES.faq, { search: `lang=${lang}` });
    return { status: response.status, body: (await response.json()) as FaqAnswer & { code?: string } };
  };

  it('serves the last answer for the reader and language from the store, and fresh ones once the service is back', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const abroad = new TestBrowser(h.app);
    await abroad.signIn('omar@demo.tezgah.dev');
    const turkish = await faq('tr');
    const english = await faq('en');
    expect(turkish).toMatchObject({ status: 200, body: { reader: 'turkey', language: 'tr' } });

    await h.outages.control.marketplace.down();
    expect(await faq('tr')).toEqual(turkish);
    expect(await faq('en')).toEqual(english);

    expect(await faq('en', abroad)).toMatchObject({ status: 503, body: { code: 'downstreamUnavailable' } });

    await h.outages.control.marketplace.up();
    expect(await faq('en', abroad)).toMatchObject({ status: 200, body: { reader: 'abroad', language: 'en' } });
  });

  it('keeps the answer in the BFF’s store (Redis in production) under its reader and language', async () => {
    await browser.signIn('li@demo.tezgah.dev');
    const saved = await faq('en');
    expect(saved.status).toBe(200);
    const keys: string[] = [];
    for (const reader of ['turkey', 'abroad', 'staff']) if ((await h.store.get(`help-faq:${reader}:en`)) !== null) keys.push(reader);
    expect(keys).toEqual([saved.body.reader]);
  });
});
