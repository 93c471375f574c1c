import { expect, type Locator, type Page } from '@playwright/test';
import type { CancelReason, OrderItem, OrderItemStatus } from '@contract/orders/order.types';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

export type OrderAction = 'cancel' | 'package' | 'invoice' | 'delete';
export type OrderSection = 'summary' | 'items' | 'packages' | 'logs';
export type OrderDialog = 'cancel' | 'package' | 'invoice' | 'delete';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /orders/:orderId: header actions (each disabled one says why), section tabs, URL dialogs and notices. */
export class OrderDetailPage {
  readonly screen: Locator;
  readonly notFound: Locator;
  readonly invoice: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.screen = page.getByTestId('detail-screen');
    this.notFound = page.getByTestId('detail-not-found');
    this.invoice = page.getByTestId('order-invoice');
  }

  static path(id: number): string {
    return pathOf('orderDetail', { orderId: id });
  }

  async goto(id: number, query = ''): Promise<void> {
    await this.page.goto(`${OrderDetailPage.path(id)}${query}`);
  }

  /** Opens the order and waits for it to show. */
  async open(id: number, query = ''): Promise<void> {
    await this.goto(id, query);
    await expect(this.heading(id)).toBeVisible();
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('orders.detail.title', { id }), level: 1 });
  }

  action(id: OrderAction): Locator {
    return this.page.getByTestId(`action-${id}`);
  }

  /** Why a disabled action cannot be used (the button's accessible description). */
  reason(id: OrderAction): Locator {
    return this.page.getByTestId(`reason-${id}`);
  }

  section(id: OrderSection): Locator {
    const label = this.texts.t(`orders.detail.tabs.${id}`);
    return this.page.getByTestId('detail-tabs').getByRole('tab', { name: new RegExp(`^${escape(label)}`) });
  }

  async openSection(id: OrderSection): Promise<Locator> {
    await this.section(id).click();
    await expect(this.section(id)).toHaveAttribute('aria-selected', 'true');
    return this.page.getByTestId(`panel-${id}`);
  }

  itemRow(itemId: number): Locator {
    return this.page.getByTestId('panel-items').locator(`[data-row-key="${itemId}"]`);
  }

  itemStatus(itemId: number, status: OrderItemStatus): Locator {
    return this.itemRow(itemId).getByText(this.texts.t(`orders.itemStatus.${status}`), { exact: true });
  }

  /** Every item's status text, in the items table's order. */
  async itemStatuses(): Promise<string[]> {
    const panel = await this.openSection('items');
    return panel.getByTestId('data-row').locator('.badge').allInnerTexts();
  }

  itemCancelButton(itemId: number): Locator {
    return this.page.getByTestId(`cancel-item-${itemId}`);
  }

  packageRow(packageId: number): Locator {
    return this.page.getByTestId('panel-packages').locator(`[data-row-key="${packageId}"]`);
  }

  dialog(name: OrderDialog): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  submit(name: OrderDialog): Locator {
    return this.dialog(name).getByTestId('dialog-submit');
  }

  /** An item's tick box in the cancel or package dialog (labelled "SKU · name × quantity"). */
  itemCheckbox(name: 'cancel' | 'package', item: Pick<OrderItem, 'sku'>): Locator {
    return this.dialog(name).getByRole('checkbox', { name: new RegExp(`^${escape(item.sku)} · `) });
  }

  cancelWhyNot(itemId: number): Locator {
    return this.dialog('cancel').getByTestId(`cancel-why-${itemId}`);
  }

  async chooseCancelReason(reason: CancelReason): Promise<void> {
    await this.dialog('cancel')
      .getByLabel(this.texts.t('orders.cancel.reason'), { exact: true })
      .selectOption({ label: this.texts.t(`orders.cancelReasons.${reason}`) });
  }

  invoiceField(field: 'number' | 'date' | 'file'): Locator {
    return this.dialog('invoice').getByLabel(this.texts.t(`orders.invoice.${field}`), { exact: true });
  }

  get invoiceFileError(): Locator {
    return this.dialog('invoice').getByTestId('invoice-file-error');
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}
