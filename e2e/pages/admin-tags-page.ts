import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TagListAnswer, TagTargetListAnswer } from '@contract/admin-tags/tag.api';
import type { Tag, TagTarget } from '@contract/admin-tags/tag.types';
import { pathOf } from '@contract/routes';
import { sheetRowsOf, type UploadFile } from '../support/workbooks';
import type { Texts } from '../support/texts';

/** /admin/tag-management: the tags, assigning them by hand, and the tag-assign file. */
export class AdminTagsPage {
  readonly filePanel: Locator;
  readonly outcome: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.filePanel = page.getByTestId('tag-file-panel');
    this.outcome = page.getByTestId('tag-file-outcome');
  }

  async openFileView(): Promise<void> {
    await this.page.goto(`${pathOf('adminTagManagement')}?view=file`);
    await expect(this.filePanel).toBeVisible();
  }

  /** Sends a workbook and waits for its job to end; the outcome's status (done, warning or error). */
  async sendFile(file: UploadFile): Promise<string | null> {
    await this.page.getByTestId('tag-file-input').setInputFiles(file);
    const sent = this.page.waitForResponse((response) => response.url().includes('/api/admin/tag-imports?') && response.request().method() === 'POST');
    await this.page.getByTestId('tag-file-submit').click();
    expect((await sent).status()).toBe(202);
    await expect(this.outcome).toBeVisible({ timeout: 30_000 });
    return this.outcome.getAttribute('data-status');
  }

  /** The error file the screen links, as rows of text (its header first). */
  async downloadErrorFile(): Promise<string[][]> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByTestId('tag-error-file').click();
    return sheetRowsOf(await readFile((await (await downloading).path())!));
  }

  async tagNamed(english: string): Promise<Tag> {
    const answer = (await (await this.page.request.get(`/api/admin/tags?q=${encodeURIComponent(english)}`)).json()) as TagListAnswer;
    return answer.items.find((tag) => tag.name.en === english)!;
  }

  async companies(): Promise<TagTarget[]> {
    return ((await (await this.page.request.get('/api/admin/tag-targets?tab=company&pageSize=100')).json()) as TagTargetListAnswer).items;
  }
}
