import { type Locator, type Page } from '@playwright/test';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { TextKey, Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /brands: the list, its search, and Add Brand. */
export class BrandsListPage extends ListPage {
  readonly search: Locator;
  readonly add: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'brands', titleKey: 'routes.brands', routeId: 'brands' });
    this.search = this.filter('brands.filters.q');
    this.add = page.getByTestId('toolbar-add');
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.apply.click();
    await this.settled();
  }

  override row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }
}

/** Add Brand and Edit Brand: the form's fields, one crossing row per marketplace, Save. */
export class BrandFormPage {
  readonly form: Locator;
  readonly id: Locator;
  readonly name: Locator;
  readonly remoteId: Locator;
  readonly status: Locator;
  readonly imageUrl: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.form = page.getByTestId('brand-form');
    this.id = page.getByTestId('brand-id');
    this.name = this.form.getByLabel(t('brands.form.name'), { exact: true });
    this.remoteId = this.form.getByLabel(t('brands.form.remoteId'), { exact: true });
    this.status = this.form.getByLabel(t('brands.form.status'), { exact: true });
    this.imageUrl = this.form.getByLabel(t('brands.form.imageUrl'), { exact: true });
    this.submit = page.getByTestId('brand-submit');
  }

  heading(key: 'routes.brandNew' | 'routes.brandEdit'): Locator {
    return this.page.getByRole('heading', { name: this.texts.t(key), level: 1 });
  }

  async cross(marketplace: MarketplaceCode, remoteBrandId: string, remoteBrandName: string): Promise<void> {
    await this.page.locator(`#crossing-${marketplace}`).check();
    await this.page.getByTestId(`input-crossings.${marketplace}.remoteBrandId`).fill(remoteBrandId);
    await this.page.getByTestId(`input-crossings.${marketplace}.remoteBrandName`).fill(remoteBrandName);
  }

  crossingRow(marketplace: MarketplaceCode): Locator {
    return this.page.getByTestId(`crossing-row-${marketplace}`);
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}
