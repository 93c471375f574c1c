import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ME_ELEMENT_ID } from '@contract/api/page-data';
import { SIGNED_OUT_ERROR_TEXTS, SIGNED_OUT_PAGES_DIR, signedOutFile } from '@contract/api/signed-out-pages';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { languageAsked } from './signed-out-page';

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const drawn = (what: string) => `<!doctype html><html><head></head><body><div id="root">${what}</div></body></html>`;
const TEXTS = {
  en: { generic: 'An error occurred.', invalidCredentials: 'Email Or Password Invalid' },
  tr: { generic: 'Bir hata oluştu.', invalidCredentials: "E-posta <veya> şifre 'hatalı'." },
};

describe('the signed-out pages as the build drew them', () => {
  const dir = tempDirPerFile('tezgah-signed-out-');
  let browser: TestBrowser;
  beforeAll(async () => {
    await mkdir(join(dir, SIGNED_OUT_PAGES_DIR));
    await writeFile(join(dir, 'index.html'), INDEX);
    for (const language of ['en', 'tr'] as const) {
      await writeFile(join(dir, signedOutFile('/login', language, 'page')), drawn(`login ${language}`));
      await writeFile(join(dir, signedOutFile('/login', language, 'failed')), drawn(`<div role="alert">${TEXTS[language].generic}</div>`));
      for (const variant of ['page', 'form', 'done'] as const)
        await writeFile(join(dir, signedOutFile('/reset-password', language, variant)), drawn(`reset ${variant}`));
      await writeFile(join(dir, signedOutFile('/reset-password', language, 'failed')), drawn(`reset <p>${TEXTS[language].generic}</p>`));
    }
    await writeFile(join(dir, SIGNED_OUT_ERROR_TEXTS), JSON.stringify(TEXTS));
  });
  harnessPerFile(
    (_h, made) => {
      browser = made;
    },
    { staticDir: dir },
  );

  const get = (path: string, language: string) => browser.get(path, { headers: { 'accept-language': language } });

  it('serves the page drawn in the language the browser asks for, varying by it', async () => {
    const turkish = await get('/login', 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(await turkish.text()).toBe(drawn('login tr'));
    expect(turkish.headers.get('vary')).toMatch(/accept-language/i);
    expect(turkish.headers.get('cache-control')).toBe('no-cache');
    expect(await (await get('/login/', 'de-DE,en;q=0.5')).text()).toBe(drawn('login en'));
  });

  it("writes a failed post's text, in the page's language and as the page writes text, into the failed variant's alert", async () => {
    expect(await (await get('/login?error=invalidCredentials', 'tr')).text()).toBe(
      drawn('<div role="alert">E-posta &lt;veya&gt; şifre &#x27;hatalı&#x27;.</div>'),
    );
    expect(await (await get('/login?error=invalidCredentials', 'en')).text()).toBe(drawn('<div role="alert">Email Or Password Invalid</div>'));
    expect(await (await get('/login?error=%3Cscript%3E', 'en')).text()).toBe(drawn('login en'));
  });

  it("serves the variant the page's query asks for: the reset form for a link, its failure with the code's text, its done copy", async () => {
    expect(await (await get('/reset-password', 'en')).text()).toBe(drawn('reset page'));
    expect(await (await get('/reset-password?token=abc', 'en')).text()).toBe(drawn('reset form'));
    expect(await (await get('/reset-password?token=abc&error=invalidCredentials', 'tr')).text()).toBe(
      drawn('reset <p>E-posta &lt;veya&gt; şifre &#x27;hatalı&#x27;.</p>'),
    );
    expect(await (await get('/reset-password?token=abc&error=nonsense', 'en')).text()).toBe(drawn('reset form'));
    expect(await (await get('/reset-password?done=1', 'en')).text()).toBe(drawn('reset done'));
    expect(await (await get('/login?done=1', 'en')).text()).toBe(drawn('login en'));
  });

  it('serves the plain page where nothing was drawn, and the drawn page, holding no one, to a session too', async () => {
    expect(await (await get('/forgot-password', 'en')).text()).toBe(INDEX);
    await browser.signIn('omar@demo.tezgah.dev');
    expect(await (await get('/login', 'tr')).text()).toBe(drawn('login tr'));
    expect(await (await get('/forgot-password', 'en')).text()).toContain(ME_ELEMENT_ID);
  });

  it('reads Accept-Language by its weights', () => {
    expect(languageAsked(undefined)).toBe('en');
    expect(languageAsked('en;q=0.4, tr;q=0.8')).toBe('tr');
    expect(languageAsked('fr, tr-TR;q=0.2')).toBe('tr');
    expect(languageAsked('tr;q=0, de')).toBe('en');
  });
});
