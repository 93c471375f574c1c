import type { Locator, Page } from '@playwright/test';
import { routeById } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/companies: the staff's company picker with "Act as seller". */
export class AdminCompaniesPage {
  readonly heading: Locator;
  readonly search: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.adminCompanies'), level: 1 });
    this.search = page.getByRole('searchbox', { name: texts.t('adminCompanies.searchLabel') });
  }

  static get path(): string {
    return routeById('adminCompanies')!.path;
  }

  async goto(): Promise<void> {
    await this.page.goto(AdminCompaniesPage.path);
    await this.heading.waitFor();
  }

  async actAs(companyName: string): Promise<void> {
    await this.goto();
    await this.search.fill(companyName);
    await this.search.press('Enter');
    await this.page.getByRole('button', { name: this.texts.t('adminCompanies.actAsNamed', { name: companyName }) }).click();
  }
}
