import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /questions, Question Detail (/questions/:questionId) with its reply and claim dialogs, and Ready Answers. */
export class QuestionsPage extends ListPage {
  readonly statusBadge: Locator;
  readonly replyDialog: Locator;
  readonly claimDialog: Locator;
  readonly messages: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'questions', titleKey: 'questions.title', routeId: 'questions' });
    this.statusBadge = page.getByTestId('detail-screen').getByTestId('badge-status');
    this.replyDialog = page.getByTestId('dialog-reply');
    this.claimDialog = page.getByTestId('dialog-claim');
    this.messages = page.getByTestId('conversation').getByTestId('ticket-message');
  }

  openList(search = ''): Promise<void> {
    return this.goto(search);
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
