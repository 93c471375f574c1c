import { type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /messages and a message (/messages/:messageId): the inbox, its filters, and the message's read state. */
export class MessagesPage extends ListPage {
  readonly stateBadge: Locator;
  readonly body: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'messages', titleKey: 'messages.title', routeId: 'messages' });
    this.stateBadge = page.getByTestId('detail-screen').getByTestId('badge-state');
    this.body = page.getByTestId('message-body');
  }

  openList(search = ''): Promise<void> {
    return this.goto(search);
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
    await this.filterBar.getByLabel(this.texts.t('messages.filters.marketplace')).selectOption({ label });
    await this.filterBar.getByTestId('filter-apply').click();
  }

  get notFound(): Locator {
    return this.page.getByTestId('detail-not-found');
  }
}
