import { fillPath } from '@contract/api/route-def';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile } from '../../test/harness-per-file';

const itemPath = (id: number) => fillPath(QUESTION_ROUTES.updateReadyAnswer.path, { id });

describe('ready answers', () => {
  let browser: TestBrowser;
  harnessPerFile(
    (_h, fresh) => {
      browser = fresh;
    },
    {},
    { world: 'seeded' },
  );

  const list = async () => ((await (await browser.call(QUESTION_ROUTES.readyAnswers)).json()) as ReadyAnswerListAnswer).items;

  it('are the company’s own: listed by title, created, edited and deleted', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await list()).map((answer) => answer.title)).toEqual(['Kargo süresi', 'Orijinal ürün', 'Teşekkürler']);
    const created = await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: { title: 'Beden', message: 'Beden tablosu ürün sayfasındadır.' } });
    expect(created.status).toBe(201);
    const size = ((await created.json()) as ReadyAnswerListAnswer).items.find((answer) => answer.title === 'Beden')!;
    const edited = await browser.send('PUT', itemPath(size.id), { body: { title: 'Beden tablosu', message: 'Tabloya bakınız.' } });
    expect(((await edited.json()) as ReadyAnswerListAnswer).items).toContainEqual({ id: size.id, title: 'Beden tablosu', message: 'Tabloya bakınız.' });

    await browser.signIn('omar@demo.tezgah.dev');
    expect((await list()).map((answer) => answer.id)).not.toContain(size.id);
    expect((await browser.send('PUT', itemPath(size.id), { body: { title: 'Mine', message: 'Mine.' } })).status).toBe(404);
    expect((await browser.delete(itemPath(size.id))).status).toBe(404);

    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.delete(itemPath(size.id))).status).toBe(200);
    expect((await list()).map((answer) => answer.id)).not.toContain(size.id);
  });

  it('need a title and a message', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const response = await browser.call(QUESTION_ROUTES.createReadyAnswer, { body: { title: ' ', message: '' } });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ title: 'validation.readyAnswerTitleRequired', message: 'validation.readyAnswerMessageRequired' });
  });
});
