import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { GuideId } from '@web/features/help/tutorials/guides';
import type { Texts } from '../support/texts';

/** /faq: the search box, the section tabs and the entries in their accordion. */
export class FaqPage {
  readonly root: Locator;
  readonly search: Locator;
  readonly questions: Locator;
  readonly empty: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.root = page.getByTestId('faq');
    this.search = page.getByTestId('faq-search');
    this.questions = page.getByTestId('faq-question');
    this.empty = page.getByTestId('faq-empty');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${pathOf('faq')}${query}`);
    await expect(this.root.getByRole('heading', { name: this.texts.t('routes.faq'), level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(this.questions.or(this.empty).first()).toBeVisible();
  }

  entry(id: string): Locator {
    return this.page.getByTestId(`faq-entry-${id}`);
  }

  /** Opens an entry's answer. */
  async open(id: string): Promise<Locator> {
    await this.entry(id).getByTestId('faq-question').getByRole('button').click();
    const answer = this.entry(id).getByTestId('faq-answer');
    await expect(answer).toBeVisible();
    return answer;
  }
}

/** /tutorials: the guides, the chosen one's steps, and the button that opens its screen. */
export class TutorialsPage {
  readonly root: Locator;
  readonly steps: Locator;
  readonly open: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.root = page.getByTestId('tutorials');
    this.steps = page.getByTestId('tutorial-steps').getByRole('listitem');
    this.open = page.getByTestId('tutorial-open');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${pathOf('tutorials')}${query}`);
    await expect(this.root.getByRole('heading', { name: this.texts.t('routes.tutorials'), level: 1 })).toBeVisible({ timeout: 20_000 });
  }

  guideLink(id: GuideId): Locator {
    return this.page.getByTestId(`tutorial-link-${id}`);
  }

  guide(id: GuideId): Locator {
    return this.page.getByTestId(`tutorial-${id}`);
  }
}
