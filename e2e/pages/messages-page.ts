import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /messages and a message (/messages/:messageId): the inbox, its filters, and the message's read state. */
export class MessagesPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly filters: Locator;
  readonly stateBadge: Locator;
  readonly body: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-messages');
    this.rows = this.list.getByTestId('data-row');
    this.filters = this.list.getByTestId('filter-bar');
    this.stateBadge = page.getByTestId('detail-screen').getByTestId('badge-state');
    this.body = page.getByTestId('message-body');
  }

  async openList(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('messages')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('messages.title'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
  }

  row(id: number): Locator {
    return this.rows.and(this.page.locator(`[data-row-key="${id}"]`));
  }

  heading(subject: string): Locator {
    return this.page.getByRole('heading', { name: subject, level: 1 });
  }

  async open(id: number): Promise<void> {
    await this.page.goto(pathOf('messageDetail', { messageId: id }));
  }

  stateText(state: 'read' | 'unread'): string {
    return this.texts.t(`messages.states.${state}`);
  }

  /** Chooses a marketplace in the filter bar and applies it. */
  async filterByMarketplace(label: string): Promise<void> {
    await this.filters.getByLabel(this.texts.t('messages.filters.marketplace')).selectOption({ label });
    await this.filters.getByTestId('filter-apply').click();
  }

  get notFound(): Locator {
    return this.page.getByTestId('detail-not-found');
  }
}
