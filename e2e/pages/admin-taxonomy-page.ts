import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';
import { CategoryFormDialog } from './category-pages';

/** /admin/categories/categories, /admin/category-tree and /admin/attributes: the staff taxonomy screens and their dialogs. */
export class AdminTaxonomyPage {
  readonly add: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.add = page.getByTestId('toolbar-add');
  }

  async gotoList(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('adminCategories')}${search}`);
    await expect(this.page.getByTestId('list-adminCategories').getByRole('heading', { level: 1 })).toBeVisible();
  }

  async gotoTree(): Promise<void> {
    await this.page.goto(pathOf('adminCategoryTree'));
    await expect(this.page.getByTestId('admin-category-tree')).toBeVisible();
  }

  async gotoAttributes(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('adminAttributes')}${search}`);
    await expect(this.page.getByTestId('list-adminAttributes').getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The list row that shows this text (a remote ID). */
  row(text: string): Locator {
    return this.page.getByTestId('data-row').filter({ hasText: text });
  }

  rowAction(text: string, key: 'edit' | 'delete' | 'activate' | 'deactivate' | 'block' | 'unblock'): Locator {
    return this.row(text).getByRole('button', { name: this.texts.t(`adminTaxonomy.actions.${key}`), exact: true });
  }

  rowButton(text: string, key: 'values' | 'deactivate'): Locator {
    return this.row(text).getByRole('button', { name: this.texts.t(`adminTaxonomy.actions.${key}`), exact: true });
  }

  attributeForm(name: 'create' | 'edit' | 'values' | 'editValue'): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  dialog(name: 'create' | 'edit' | 'delete' | 'block' | 'unblock'): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  form(name: 'create' | 'edit'): CategoryFormDialog {
    return new CategoryFormDialog(this.dialog(name), this.texts);
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}
