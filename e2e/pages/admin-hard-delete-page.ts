import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { HardDeleteScope } from '@contract/admin-hard-delete/hard-delete.types';
import type { Texts } from '../support/texts';

/** /admin/hard-delete: pick the company and what to delete, preview it, type the target again, follow the job. */
export class AdminHardDeletePage {
  readonly heading: Locator;
  readonly preview: Locator;
  readonly dialog: Locator;
  readonly result: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.adminHardDelete'), level: 1 });
    this.preview = page.getByTestId('hard-delete-preview');
    this.dialog = page.getByTestId('dialog-confirm');
    this.result = page.getByTestId('hard-delete-result');
  }

  async goto(): Promise<void> {
    await this.page.goto(pathOf('adminHardDelete'));
    await expect(this.heading).toBeVisible();
  }

  async choose(scope: HardDeleteScope, companyId: number, targets: readonly string[] = []): Promise<void> {
    await this.page.getByTestId(`hard-delete-scope-${scope}`).check();
    await this.page.getByLabel(this.texts.t('admin.filters.company')).fill(String(companyId));
    if (scope !== 'catalog') await this.page.getByLabel(this.texts.t(`adminHardDelete.targets.${scope}`)).fill(targets.join(', '));
    await this.page.getByTestId('filter-apply').click();
    await expect(this.preview).toBeVisible();
  }

  count(what: 'products' | 'variants' | 'images' | 'listings'): Locator {
    return this.page.getByTestId(`hard-delete-count-${what}`);
  }

  async confirmWith(typed: string): Promise<void> {
    await this.page.getByTestId('hard-delete-open-confirm').click();
    await expect(this.dialog).toBeVisible();
    const submit = this.dialog.getByTestId('typed-confirm-submit');
    await expect(submit).toBeDisabled();
    await this.dialog.getByTestId('typed-confirm-input').fill(typed);
    await expect(submit).toBeEnabled();
    await submit.click();
  }
}
