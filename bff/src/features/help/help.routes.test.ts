import type { FaqAnswer } from '@contract/help/faq.types';
import { HELP_ROUTES } from '@contract/help/help.routes';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile } from '../../test/harness-per-file';

const FAQ = HELP_ROUTES.faq.path;

describe('help: the FAQ', () => {
  let browser: TestBrowser;
  harnessPerFile((_h, fresh) => {
    browser = fresh;
  });

  const faq = async (query = '') => {
    const response = await browser.get(`${FAQ}${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as FaqAnswer;
  };
  const ids = (answer: FaqAnswer) => answer.entries.map((entry) => entry.id);

  it('gives a seller in Turkey the Turkish set, in the language asked', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const answer = await faq('?lang=tr');
    expect(answer).toMatchObject({ reader: 'turkey', language: 'tr' });
    expect(ids(answer)).toEqual(expect.arrayContaining(['tr-e-invoice', 'tr-etgb', 'returns']));
    expect(ids(answer).some((id) => id.startsWith('abroad-'))).toBe(false);
    expect(answer.entries.find((entry) => entry.id === 'returns')?.question).toContain('İade');
  });

  it('gives a seller abroad the other set, and never takes the reader from the browser', async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    const answer = await faq('?lang=en&reader=turkey&audience=turkey');
    expect(answer).toMatchObject({ reader: 'abroad', language: 'en' });
    expect(ids(answer)).toEqual(expect.arrayContaining(['abroad-shipping', 'abroad-customs', 'returns']));
    expect(ids(answer).some((id) => id.startsWith('tr-'))).toBe(false);
    expect((await faq('?lang=xx')).language).toBe('en');
  });

  it('follows the company an admin acts as; the editor (no company) reads every entry', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    expect((await browser.call(HELP_ROUTES.faq)).status).toBe(403);
    await browser.actAs(1001);
    expect((await faq()).reader).toBe('turkey');
    await browser.actAs(1002);
    expect((await faq()).reader).toBe('abroad');

    await browser.signIn('editor@demo.tezgah.dev', true);
    const editor = await faq('?lang=tr');
    expect(editor.reader).toBe('staff');
    expect(ids(editor)).toEqual(expect.arrayContaining(['tr-etgb', 'abroad-customs']));
  });

  it('is for signed-in readers only', async () => {
    expect((await browser.call(HELP_ROUTES.faq)).status).toBe(401);
  });
});
