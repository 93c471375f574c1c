import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/dashboard-cache: the cached dashboards per company, cleared one by one. */
export class DashboardCachePage {
  readonly heading: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.adminDashboardCache'), level: 1 });
    this.rows = page.getByTestId('dashboard-cache-row');
  }

  async goto(): Promise<void> {
    await this.page.goto(pathOf('adminDashboardCache'));
    await expect(this.heading).toBeVisible();
  }

  row(companyName: string): Locator {
    return this.rows.filter({ hasText: companyName });
  }

  async clear(companyName: string): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.t('adminDashboardCache.clearNamed', { name: companyName }) }).click();
  }

  async refresh(): Promise<void> {
    await this.page.getByTestId('dashboard-cache-refresh').click();
  }
}
