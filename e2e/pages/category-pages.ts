import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

export type CategoryDialog = 'create' | 'addChild' | 'edit' | 'delete';

/** The category form in a dialog: names, remote ID, parent, status. */
export class CategoryFormDialog {
  constructor(
    readonly root: Locator,
    readonly texts: Texts,
  ) {}

  field(key: 'name' | 'nameTr' | 'remoteId' | 'parent' | 'status'): Locator {
    return this.root.getByLabel(this.texts.t(`categories.form.${key}`), { exact: true });
  }

  async fill(values: { name: string; nameTr: string; remoteId: string }): Promise<void> {
    await this.field('name').fill(values.name);
    await this.field('nameTr').fill(values.nameTr);
    await this.field('remoteId').fill(values.remoteId);
  }

  get submit(): Locator {
    return this.root.getByTestId('dialog-submit');
  }
}

/** /categories (tree, list, mapping health) and /categories/:categoryId (Category Detail with its dialogs). */
export class CategoryPages {
  readonly addCategory: Locator;
  readonly detail: Locator;
  readonly notFound: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.addCategory = page.getByTestId('toolbar-add');
    this.detail = page.getByTestId('detail-screen');
    this.notFound = page.getByTestId('detail-not-found');
  }

  async gotoList(): Promise<void> {
    await this.page.goto(pathOf('categories'));
    await expect(this.page.getByTestId('list-categories').getByRole('heading', { level: 1 })).toBeVisible();
  }

  async gotoDetail(id: number, query = ''): Promise<void> {
    await this.page.goto(`${pathOf('categoryDetail', { categoryId: id })}${query}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('categories.detail.title', { name }), level: 1 });
  }

  /** The id of the category on screen, from the URL. */
  async currentId(): Promise<number> {
    await expect(this.page).toHaveURL(/\/categories\/\d+$/);
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  action(id: 'cross' | 'addChild' | 'edit' | 'delete'): Locator {
    return this.page.getByTestId(`action-${id}`);
  }

  dialog(name: CategoryDialog): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  form(name: CategoryDialog): CategoryFormDialog {
    return new CategoryFormDialog(this.dialog(name), this.texts);
  }

  field(id: string): Locator {
    return this.page.getByTestId(`field-${id}`);
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}
