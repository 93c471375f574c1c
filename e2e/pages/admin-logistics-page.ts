import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminLogisticsView } from '@contract/admin-logistics/admin-logistics.types';
import { pathOf } from '@contract/routes';
import { sheetRowsOf, type UploadFile } from '../support/workbooks';
import type { Texts } from '../support/texts';

/** /admin/logistics/logistics: EAD, holidays, Hepsijet and the ETGB file. */
export class AdminLogisticsPage {
  readonly filePanel: Locator;
  readonly outcome: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.filePanel = page.getByTestId('etgb-file-panel');
    this.outcome = page.getByTestId('etgb-file-outcome');
  }

  async open(view: AdminLogisticsView): Promise<void> {
    await this.page.goto(`${pathOf('adminLogistics')}?view=${view}`);
    await expect(this.page.getByTestId(`logistics-view-${view}`)).toHaveAttribute('aria-selected', 'true');
  }

  /** Sends an ETGB workbook and waits for its job to end; the outcome's status (done, warning or error). */
  async sendEtgbFile(file: UploadFile): Promise<string | null> {
    await this.page.getByTestId('etgb-file-input').setInputFiles(file);
    const sent = this.page.waitForResponse(
      (response) => response.url().includes('/api/admin/logistics/etgb-imports?') && response.request().method() === 'POST',
    );
    await this.page.getByTestId('etgb-file-submit').click();
    expect((await sent).status()).toBe(202);
    await expect(this.outcome).toBeVisible({ timeout: 30_000 });
    return this.outcome.getAttribute('data-status');
  }

  /** The error file the screen links, as rows of text (its header first). */
  async downloadErrorFile(): Promise<string[][]> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByTestId('etgb-error-file').click();
    return sheetRowsOf(await readFile((await (await downloading).path())!));
  }
}
