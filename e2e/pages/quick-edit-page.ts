import { type Locator, type Page } from '@playwright/test';
import type { VariantTab } from '@contract/catalog/variant.query';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

export type QuickEditField = 'price' | 'retailPrice' | 'stock' | 'status';

/** /products/quick-edit: status tabs, the filter bar, the editable grid, its Save/Discard bar and the leave question. */
export class QuickEditPage extends ListPage<VariantTab> {
  readonly heading: Locator;
  readonly productIds: Locator;
  readonly editBar: Locator;
  readonly save: Locator;
  readonly discard: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'quickEdit', titleKey: 'routes.allProducts', routeId: 'allProducts' });
    this.heading = this.listHeading;
    this.productIds = this.filter('quickEdit.filters.productIds');
    this.editBar = this.list.getByTestId('edit-bar');
    this.save = this.editBar.getByTestId('edit-save');
    this.discard = this.editBar.getByTestId('edit-discard');
  }

  static get path(): string {
    return pathOf('allProducts');
  }

  /** The screen's code loads on first visit and the first answer reads the whole catalogue: allow for a busy machine. */
  override settled(): Promise<void> {
    return super.settled(20_000);
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
