import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /questions, Question Detail (/questions/:questionId) with its reply and claim dialogs, and Ready Answers. */
export class QuestionsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly statusBadge: Locator;
  readonly replyDialog: Locator;
  readonly claimDialog: Locator;
  readonly messages: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-questions');
    this.rows = this.list.getByTestId('data-row');
    this.statusBadge = page.getByTestId('detail-screen').getByTestId('badge-status');
    this.replyDialog = page.getByTestId('dialog-reply');
    this.claimDialog = page.getByTestId('dialog-claim');
    this.messages = page.getByTestId('conversation').getByTestId('ticket-message');
  }

  async openList(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('questions')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('questions.title'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
  }

  row(id: number): Locator {
    return this.rows.and(this.page.locator(`[data-row-key="${id}"]`));
  }

  heading(questionId: string): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('questions.detail.title', { id: questionId }), level: 1 });
  }

  async open(id: number, questionId: string): Promise<void> {
    await this.page.goto(pathOf('questionDetail', { questionId: id }));
    await expect(this.heading(questionId)).toBeVisible();
  }

  action(id: 'reply' | 'claim'): Locator {
    return this.page.getByTestId(`action-${id}`);
  }

  reason(id: 'reply' | 'claim'): Locator {
    return this.page.getByTestId(`reason-${id}`);
  }

  async openReadyAnswers(): Promise<void> {
    await this.page.goto(pathOf('readyAnswers'));
    await expect(this.page.getByRole('heading', { name: this.texts.t('readyAnswers.title'), level: 1 })).toBeVisible();
  }
}
