import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import { pathOf } from '@contract/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { questionsOn } from '../../support/questions-api';
import { QuestionsPage } from '../../pages/questions-page';

// Read-only on Ayşe's questions; the reply-and-next flow answers Li's (Omar's are the reply test's; nobody pins Li's
// tickets badge).

/** The columns a seller scans a question by: each header fully inside the viewport. */
const SCANNED = ['expiresAt', 'subject', 'product', 'order'];

async function rightEdges(page: Page, ids: readonly string[]): Promise<Record<string, number | null>> {
  const edges: Record<string, number | null> = {};
  for (const id of ids) {
    const header = page.getByTestId('list-questions').getByTestId(`column-${id}`);
    edges[id] = (await header.count()) === 0 ? null : ((await header.boundingBox())?.x ?? 0) + ((await header.boundingBox())?.width ?? 0);
  }
  return edges;
}

test.describe('scanning the questions', () => {
  test.use({ signedInAs: 'ayse' });

  for (const width of [1280, 1440]) {
    test(`at ${width} px: one line a row, time left, question, product and order in view, the filters folded`, async ({ page, texts }) => {
      await page.setViewportSize({ width, height: 900 });
      const questions = new QuestionsPage(page, texts);
      await questions.openList();
      await expect(page.getByTestId('filter-toggle')).toBeVisible();
      await expect(page.getByTestId('filter-bar')).toBeHidden();
      const heights = await questions.rows.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(10);
      expect(Math.max(...heights)).toBeLessThan(60);
      for (const [id, right] of Object.entries(await rightEdges(page, SCANNED))) {
        expect(right, `${id} on screen`).not.toBeNull();
        expect(right!, `${id} inside ${width} px`).toBeLessThanOrEqual(width);
      }
      const inView = await questions.rows.evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
      expect(inView).toBeGreaterThanOrEqual(8);
    });
  }

  test('the question ID on screen opens as a URL', async ({ page, texts }) => {
    const [question] = await questionsOn(page.request, 'awaitingSeller');
    const questions = new QuestionsPage(page, texts);
    await page.goto(`/questions/${question!.questionId}`);
    await expect(questions.heading(question!.questionId)).toBeVisible();
    await expect(page.getByTestId('countdown')).toBeVisible();
  });
});

test.describe('answering one question after another', () => {
  test.use({ signedInAs: 'li' });

  test('“Send and open the next waiting question” sends, opens the next, and the answered one has no answer due', async ({ page, texts, shell }) => {
    const before = ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts!.tickets;
    const [first, second] = await questionsOn(page.request, 'awaitingSeller');
    const questions = new QuestionsPage(page, texts);
    await questions.open(first!.id, first!.questionId);
    await questions.action('reply').click();
    const dialog = questions.replyDialog;
    await expect(dialog.getByTestId('reply-question')).toContainText(first!.subject);
    await dialog.getByLabel(texts.t('questions.reply.text')).fill('Yes: it ships within two days.');
    await dialog.getByRole('button', { name: texts.t('questions.reply.submitNext') }).click();

    await expect(page).toHaveURL(pathOf('questionDetail', { questionId: second!.id }));
    await expect(questions.heading(second!.questionId)).toBeVisible();
    await expect(page.getByTestId('countdown')).toBeVisible();
    await expect(shell.menuLinkWithCount('questions', before - 1)).toBeVisible();

    await questions.open(first!.id, first!.questionId);
    await expect(questions.statusBadge).toHaveText(texts.t('questions.status.awaitingUser'));
    await expect(page.getByTestId('field-expiresAt')).toHaveText(new RegExp(texts.t('questions.expiry.notDue')));
  });
});
