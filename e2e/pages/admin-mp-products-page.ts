import { type Locator, type Page } from '@playwright/test';
import type { AdminMpProductListAnswer } from '@contract/admin-mp-products/admin-mp-product.query';
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /admin/mp-products/: every company's marketplace products, with a remembered search and a way in as the seller. */
export class AdminMpProductsPage extends ListPage {
  readonly heading: Locator;
  readonly company: Locator;
  readonly sku: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'adminMpProducts', titleKey: 'routes.adminMpProducts', routeId: 'adminMpProducts' });
    this.heading = this.listHeading;
    this.company = this.filter('admin.filters.company');
    this.sku = this.filter('mpProducts.filters.sku');
  }

  static get path(): string {
    return pathOf('adminMpProducts');
  }

  /** Opens the list and answers the first page the BFF sent. */
  async open(query = ''): Promise<AdminMpProductListAnswer> {
    const answered = this.listAnswer();
    await this.goto(query);
    return answered;
  }

  async listAnswer(): Promise<AdminMpProductListAnswer> {
    const response = await this.page.waitForResponse((candidate) => new URL(candidate.url()).pathname === ADMIN_MP_PRODUCT_ROUTES.list.path);
    return (await response.json()) as AdminMpProductListAnswer;
  }

  openAsSeller(companyName: string): Locator {
    return this.rows.first().getByRole('button', { name: this.texts.t('adminMpProducts.openAsSellerLabel', { company: companyName }) });
  }
}
