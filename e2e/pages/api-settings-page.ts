import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /api-settings: the keys, their dialogs (create, the key shown once, delete) and the seller API's address. */
export class ApiSettingsPage {
  readonly screen: Locator;
  readonly rows: Locator;
  readonly createDialog: Locator;
  readonly createdKeyDialog: Locator;
  readonly deleteDialog: Locator;
  readonly baseUrl: Locator;
  readonly readOnly: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.screen = page.getByTestId('detail-screen');
    this.rows = this.screen.getByTestId('data-row');
    this.createDialog = page.getByTestId('dialog-create');
    this.createdKeyDialog = page.getByTestId('created-key-dialog');
    this.deleteDialog = page.getByTestId('dialog-delete');
    this.baseUrl = page.getByTestId('seller-api-base-url');
    this.readOnly = page.getByTestId('api-keys-read-only');
  }

  async open(): Promise<void> {
    await this.page.goto(pathOf('apiSettings'));
    await expect(this.screen.getByRole('heading', { name: this.texts.t('apiSettings.title'), level: 1 })).toBeVisible();
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  /** Creates a key through the dialog and answers the key the page shows once, after closing it. */
  async createKey(name: string): Promise<string> {
    await this.screen.getByTestId('action-create').click();
    await this.createDialog.getByLabel(this.texts.t('apiSettings.fields.name')).fill(name);
    const answered = this.page.waitForResponse((response) => response.url().endsWith('/api/api-keys') && response.request().method() === 'POST');
    await this.createDialog.getByTestId('dialog-submit').click();
    expect((await answered).status()).toBe(201);
    const shown = this.createdKeyDialog.getByTestId('created-key');
    await expect(shown).toHaveValue(/^tzg_/);
    const key = await shown.inputValue();
    await this.createdKeyDialog.getByTestId('created-key-close').click();
    await expect(this.createdKeyDialog).toHaveCount(0);
    return key;
  }

  async deleteKey(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `${this.texts.t('apiSettings.delete.action')}: ${name}` })
      .click();
    const answered = this.page.waitForResponse((response) => /\/api\/api-keys\/\d+$/.test(response.url()) && response.request().method() === 'DELETE');
    await this.deleteDialog.getByTestId('dialog-submit').click();
    expect((await answered).status()).toBe(200);
    await expect(this.row(name)).toHaveCount(0);
  }
}
