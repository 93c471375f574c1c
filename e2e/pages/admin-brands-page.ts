import { type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /admin/brand-tools: brands across companies, the duplicates tab, the merge and cross dialogs. */
export class AdminBrandToolsPage extends ListPage {
  readonly heading: Locator;
  readonly mergeDialog: Locator;
  readonly crossDialog: Locator;
  readonly confirmInput: Locator;
  readonly confirmSubmit: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'adminBrands', titleKey: 'routes.adminBrandTools', routeId: 'adminBrandTools' });
    this.heading = this.listHeading;
    this.mergeDialog = page.getByTestId('dialog-merge');
    this.crossDialog = page.getByTestId('dialog-cross');
    this.confirmInput = this.mergeDialog.getByTestId('typed-confirm-input');
    this.confirmSubmit = this.mergeDialog.getByTestId('typed-confirm-submit');
  }

  static get path(): string {
    return pathOf('adminBrandTools');
  }

  override row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  mergeButton(name: string): Locator {
    return this.list.getByRole('button', { name: this.texts.t('adminBrands.merge.openLabel', { name }), exact: true });
  }

  crossButton(name: string): Locator {
    return this.list.getByRole('button', { name: this.texts.t('adminBrands.cross.openLabel', { name }), exact: true });
  }
}
