import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminMpProductListAnswer } from '@contract/admin-mp-products/admin-mp-product.query';
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/mp-products/: every company's marketplace products, with a remembered search and a way in as the seller. */
export class AdminMpProductsPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly filterBar: Locator;
  readonly company: Locator;
  readonly sku: Locator;
  readonly apply: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-adminMpProducts');
    this.heading = this.list.getByRole('heading', { name: t('routes.adminMpProducts'), level: 1 });
    this.filterBar = page.getByTestId('filter-bar');
    this.company = this.filterBar.getByLabel(t('admin.filters.company'), { exact: true });
    this.sku = this.filterBar.getByLabel(t('mpProducts.filters.sku'), { exact: true });
    this.apply = this.filterBar.getByRole('button', { name: t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
  }

  static get path(): string {
    return pathOf('adminMpProducts');
  }

  /** Opens the list and answers the first page the BFF sent. */
  async goto(query = ''): Promise<AdminMpProductListAnswer> {
    const answered = this.listAnswer();
    await this.page.goto(`${AdminMpProductsPage.path}${query}`);
    const answer = await answered;
    await this.settled();
    return answer;
  }

  async listAnswer(): Promise<AdminMpProductListAnswer> {
    const response = await this.page.waitForResponse((candidate) => new URL(candidate.url()).pathname === ADMIN_MP_PRODUCT_ROUTES.list.path);
    return (await response.json()) as AdminMpProductListAnswer;
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  openAsSeller(companyName: string): Locator {
    return this.rows.first().getByRole('button', { name: this.texts.t('adminMpProducts.openAsSellerLabel', { company: companyName }) });
  }
}
