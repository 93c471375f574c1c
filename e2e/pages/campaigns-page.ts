import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { UploadFile } from '../support/workbooks';
import type { Texts } from '../support/texts';

export interface CampaignFields {
  name: string;
  marketplace: string;
  beginDate: string;
  endDate: string;
  discountRate: number;
}

/** /campaigns, a campaign's page and its dialogs: what the campaigns tests touch. */
export class CampaignsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly state: Locator;
  readonly variants: Locator;
  readonly upload: Locator;
  readonly outcome: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-campaigns');
    this.rows = this.list.getByTestId('data-row');
    this.state = page.getByTestId('detail-subtitle').getByTestId('campaign-state');
    this.variants = page.getByTestId('campaign-variants');
    this.upload = page.getByTestId('dialog-uploadSkus');
    this.outcome = this.upload.getByTestId('sku-file-outcome');
  }

  async openList(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('campaigns')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('campaigns.title'), level: 1 })).toBeVisible();
  }

  /** Create from the list, then open the new campaign from its row; the campaign's id from its URL. */
  async create(fields: CampaignFields): Promise<number> {
    const { t } = this.texts;
    await this.page.getByTestId('toolbar-create').click();
    const dialog = this.page.getByTestId('dialog-create');
    await dialog.getByLabel(t('campaigns.fields.name')).fill(fields.name);
    await dialog.getByLabel(t(`marketplaces.${fields.marketplace}` as 'marketplaces.trendyol')).check();
    await dialog.locator('#field-beginDate').fill(fields.beginDate);
    await dialog.locator('#field-endDate').fill(fields.endDate);
    await dialog.locator('#field-discountRate').fill(String(fields.discountRate));
    const created = this.page.waitForResponse((response) => response.url().endsWith('/api/campaigns') && response.request().method() === 'POST');
    await dialog.getByTestId('dialog-submit').click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await this.rows.filter({ hasText: fields.name }).getByRole('link', { name: fields.name }).click();
    await expect(this.page.getByRole('heading', { name: fields.name, level: 1 })).toBeVisible();
    return Number(/\/campaigns\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** Sends the SKU file from the Upload SKU modal and waits for its job to end; the outcome's status. */
  async sendSkus(file: UploadFile): Promise<string | null> {
    await this.page.getByTestId('action-uploadSkus').click();
    const input = this.upload.getByTestId('sku-file-input');
    const refused = input.and(this.page.locator('.is-invalid'));
    // The dialog can draw its form once more just after it opens, emptying a file input set before that; the form then
    // says no file was chosen and sends nothing, so the file is chosen and sent again.
    await expect(async () => {
      await input.setInputFiles(file);
      const sent = this.page
        .waitForResponse((response) => response.url().includes('/sku-imports?') && response.request().method() === 'POST', { timeout: 10_000 })
        .catch(() => null);
      await this.upload.getByTestId('sku-file-submit').click();
      const answer = await Promise.race([sent, refused.waitFor({ timeout: 10_000 }).then(() => null)]);
      expect(answer?.status(), 'the SKU file sent').toBe(202);
    }).toPass({ timeout: 60_000 });
    await expect(this.outcome).toBeVisible({ timeout: 30_000 });
    return this.outcome.getAttribute('data-status');
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  /** Edit's form: the begin date changed and saved. */
  async moveBeginTo(day: string): Promise<void> {
    await this.page.getByTestId('action-edit').click();
    const dialog = this.page.getByTestId('dialog-edit');
    await dialog.locator('#field-beginDate').fill(day);
    const saved = this.page.waitForResponse((response) => /\/api\/campaigns\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
    await dialog.getByTestId('dialog-submit').click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
  }
}
