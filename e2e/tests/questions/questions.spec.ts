import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import { fillPath } from '@contract/api/route-def';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { expect, test } from '../../support/fixtures';
import { tinyPng } from '../../support/files';
import { questionDetail, questionsOn } from '../../support/questions-api';
import { QuestionsPage } from '../../pages/questions-page';

// Replies are sent for Omar's company and claims made for Li's: the sign-in test checks Ayşe's seeded tickets badge, and
// a claim made from a question waits for staff, so it leaves the claims badge the claims tests count alone.

test.describe('replying to a question', () => {
  test.use({ signedInAs: 'omar' });

  test('with a ready answer and a file: the message shows them, the question waits for the customer and the badge drops', async ({ page, texts, shell }) => {
    const before = ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts!.tickets;
    const [question] = await questionsOn(page.request, 'awaitingSeller');
    const [answer] = ((await (await page.request.get(QUESTION_ROUTES.readyAnswers.path)).json()) as ReadyAnswerListAnswer).items;
    const questions = new QuestionsPage(page, texts);
    await questions.openList();
    await expect(shell.menuLinkWithCount('questions', before)).toBeVisible();
    await questions.row(question!.id).getByRole('link', { name: question!.subject }).click();
    await expect(questions.heading(question!.questionId)).toBeVisible();
    await expect(page.getByTestId('countdown')).toBeVisible();

    await questions.action('reply').click();
    await expect(page).toHaveURL(/action=reply/);
    const dialog = questions.replyDialog;
    await dialog.getByTestId(`ready-answer-${answer!.id}`).click();
    await expect(dialog.getByLabel(texts.t('questions.reply.text'))).toHaveValue(answer!.message);
    await dialog.getByTestId('reply-attachments').setInputFiles(tinyPng('label.png'));
    await expect(dialog.getByTestId('reply-attachment-names')).toHaveText('label.png');
    const answered = page.waitForResponse((response) => response.url().endsWith(fillPath(QUESTION_ROUTES.reply.path, { id: question!.id })));
    await dialog.getByTestId('dialog-submit').click();
    expect((await answered).status()).toBe(200);

    await expect(dialog).toHaveCount(0);
    await expect(questions.statusBadge).toHaveText(texts.t('questions.status.awaitingUser'));
    const mine = questions.messages.last();
    await expect(mine).toHaveAttribute('data-sender', 'merchant');
    await expect(mine).toContainText(answer!.message);
    const file = mine.getByTestId('message-attachment');
    await expect.poll(() => file.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await expect(shell.menuLinkWithCount('questions', before - 1)).toBeVisible();
    expect((await questionsOn(page.request, 'awaitingSeller')).map((row) => row.id)).not.toContain(question!.id);
  });

  // The BFF's 409 ticketExpired for a reply: questions.routes.test.ts.
  test('an expired question says why it cannot be answered', async ({ page, texts }) => {
    const [expired] = await questionsOn(page.request, 'expired');
    const questions = new QuestionsPage(page, texts);
    await questions.open(expired!.id, expired!.questionId);
    await expect(questions.statusBadge).toHaveText(texts.t('questions.status.expired'));
    await expect(questions.action('reply')).toBeDisabled();
    await expect(questions.reason('reply')).toHaveText(texts.t('errors.ticketExpired'));
  });
});

test.describe('a claim from a question', () => {
  test.use({ signedInAs: 'li' });

  test('is created with its type and explanation, appears in Claims, and the two link to each other', async ({ page, texts }) => {
    let question = null;
    for (const row of (await questionsOn(page.request, 'all')).filter((candidate) => candidate.orderId !== null && candidate.claimId === null)) {
      if ((await questionDetail(page.request, row.id)).orderShipped) {
        question = row;
        break;
      }
    }
    const questions = new QuestionsPage(page, texts);
    await questions.open(question!.id, question!.questionId);
    await questions.action('claim').click();
    const dialog = questions.claimDialog;
    await dialog.getByLabel(texts.t('questions.claim.type')).selectOption('missingPart');
    await dialog.getByLabel(texts.t('questions.claim.explanation')).fill('The charger was not in the box.');
    await dialog.getByTestId('dialog-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(questions.action('claim')).toBeDisabled();
    await expect(questions.reason('claim')).toHaveText(texts.t('errors.ticketHasClaim'));

    const claimLink = page.getByTestId('question-claim-link');
    const claimId = Number(await claimLink.textContent());
    await claimLink.click();
    await expect(page.getByRole('heading', { name: texts.t('claims.detail.title', { id: claimId }), level: 1 })).toBeVisible();
    await expect(page.getByTestId('detail-screen').getByTestId('badge-type')).toHaveText(texts.t('claims.types.missingPart'));
    await expect(page.getByTestId('field-explanation')).toContainText('The charger was not in the box.');
    await page.getByTestId('claim-ticket-link').click();
    await expect(questions.heading(question!.questionId)).toBeVisible();

    await page.goto('/claims?tab=waitingAdmin');
    await expect(page.getByTestId('list-claims').locator(`[data-row-key="${claimId}"]`)).toBeVisible();
  });

  test('ready answers are kept per company: made, edited and deleted', async ({ page, texts }) => {
    const questions = new QuestionsPage(page, texts);
    await questions.openReadyAnswers();
    await page.getByTestId('action-create').click();
    const create = page.getByTestId('dialog-create');
    await create.getByLabel(texts.t('readyAnswers.fields.title')).fill('Charger');
    await create.getByLabel(texts.t('readyAnswers.fields.message')).fill('Every phone ships with its charger.');
    await create.getByTestId('dialog-submit').click();
    const row = page.getByTestId('data-row').filter({ hasText: 'Charger' });
    await expect(row).toContainText('Every phone ships with its charger.');

    await row.getByRole('button', { name: new RegExp(`^${texts.t('readyAnswers.edit.action')}`) }).click();
    const edit = page.getByTestId('dialog-edit');
    await edit.getByLabel(texts.t('readyAnswers.fields.message')).fill('Every phone ships with its original charger.');
    await edit.getByTestId('dialog-submit').click();
    await expect(row).toContainText('original charger');

    await row.getByRole('button', { name: new RegExp(`^${texts.t('readyAnswers.delete.action')}`) }).click();
    await page.getByTestId('dialog-delete').getByTestId('dialog-submit').click();
    await expect(row).toHaveCount(0);
  });
});
