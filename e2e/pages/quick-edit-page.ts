import { expect, type Locator, type Page } from '@playwright/test';
import type { VariantTab } from '@contract/catalog/variant.query';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

export type QuickEditField = 'price' | 'retailPrice' | 'stock' | 'status';

/** /products/quick-edit: status tabs, the filter bar, the editable grid, its Save/Discard bar and the leave question. */
export class QuickEditPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly filterBar: Locator;
  readonly productIds: Locator;
  readonly apply: Locator;
  readonly rows: Locator;
  readonly editBar: Locator;
  readonly save: Locator;
  readonly discard: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-quickEdit');
    this.heading = this.list.getByRole('heading', { name: t('routes.allProducts'), level: 1 });
    this.filterBar = page.getByTestId('filter-bar');
    this.productIds = this.filterBar.getByLabel(t('quickEdit.filters.productIds'), { exact: true });
    this.apply = this.filterBar.getByRole('button', { name: t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
    this.editBar = this.list.getByTestId('edit-bar');
    this.save = this.editBar.getByTestId('edit-save');
    this.discard = this.editBar.getByTestId('edit-discard');
  }

  static get path(): string {
    return pathOf('allProducts');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${QuickEditPage.path}${query}`);
    await this.settled();
  }

  /** The rows on screen are the answer to the URL now (no spinner, table not busy). */
  async settled(): Promise<void> {
    // The screen's code loads on first visit and the first answer reads the whole catalogue: allow for a busy machine.
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0, { timeout: 20_000 });
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  }

  tab(id: VariantTab): Locator {
    return this.list.getByTestId(`tab-${id}`);
  }

  row(variantId: number): Locator {
    return this.list.locator(`[data-testid="data-row"][data-row-key="${variantId}"]`);
  }

  cell(variantId: number, field: QuickEditField): Locator {
    return this.row(variantId).getByTestId(`edit-${field}`);
  }

  cellProblem(variantId: number, field: QuickEditField): Locator {
    return this.row(variantId).getByTestId(`edit-problem-${field}`);
  }

  /** `quick`: many cells in a row of steps; the grid is already on screen, so the actionability waits are skipped. */
  async setCell(variantId: number, field: QuickEditField, value: string, quick = false): Promise<void> {
    const cell = this.cell(variantId, field);
    if (field === 'status') await cell.selectOption(value, { force: quick });
    else await cell.fill(value, { force: quick });
  }

  /** Variant ids of the rows shown, top to bottom. */
  async rowIds(): Promise<number[]> {
    return (await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')))).map(Number);
  }

  /** Every row's typed or stored values, read in one go: `{ [variantId]: { price, retailPrice, stock, status } }`. */
  async values(): Promise<Record<string, Record<QuickEditField, string>>> {
    return this.rows.evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => {
          const value = (field: string) => row.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-testid="edit-${field}"]`)?.value ?? '';
          return [
            row.getAttribute('data-row-key') ?? '',
            { price: value('price'), retailPrice: value('retailPrice'), stock: value('stock'), status: value('status') },
          ];
        }),
      ),
    );
  }

  /** Product ids of the rows shown (the first column's links). */
  async productIdsShown(): Promise<number[]> {
    return (await this.rows.evaluateAll((rows) => rows.map((row) => row.querySelector('td a')?.textContent ?? ''))).map(Number);
  }

  /** The notice after a save of `count` variants. */
  savedNotice(count: number): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.plural('quickEdit.saved', count) });
  }
}
