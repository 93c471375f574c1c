import { API } from '@contract/api/paths';
import { expect, test } from '../../support/fixtures';
import { findOrder, orderDetail, packageDetail } from '../../support/orders-api';
import { OrderDetailPage } from '../../pages/orders-detail-page';
import { OrdersListPage } from '../../pages/orders-list-page';
import { PackageDetailPage } from '../../pages/packages-detail-page';

// Each test picks its order by a tab and sales channel no other orders test picks by (the world is shared).
test.describe('cancelling as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('one item of an order in Ready for Packaging, with a reason', async ({ page, texts }) => {
    const { t } = texts;
    const { order } = await findOrder(
      page.request,
      { tab: 'readyForPackaging', marketplace: 'trendyol' },
      (detail) => detail.order.items.filter((item) => item.status === 'open').length >= 2,
    );
    const [item, other] = order.items.filter((candidate) => candidate.status === 'open');
    const detail = new OrderDetailPage(page, texts);
    await detail.open(order.id);
    await detail.openSection('items');
    await detail.itemCancelButton(item!.id).click();

    await expect(detail.dialog('cancel')).toBeVisible();
    await expect(detail.itemCheckbox('cancel', item!)).toBeChecked();
    await expect(detail.itemCheckbox('cancel', other!)).not.toBeChecked();
    await detail.submit('cancel').click();
    await expect(detail.dialog('cancel').getByText(t('validation.cancelReasonRequired'), { exact: true })).toBeVisible();

    await detail.chooseCancelReason('outOfStock');
    await detail.submit('cancel').click();
    await expect(detail.dialog('cancel')).toBeHidden();
    await expect(detail.toast('orders.cancel.done')).toBeVisible();
    await expect(detail.itemStatus(item!.id, 'cancelled')).toBeVisible();
    await expect(detail.itemStatus(other!.id, 'open')).toBeVisible();
    await expect(detail.itemCancelButton(item!.id)).toBeDisabled();

    await detail.action('cancel').click();
    await expect(detail.itemCheckbox('cancel', item!)).toBeDisabled();
    await expect(detail.itemCheckbox('cancel', item!)).not.toBeChecked();
    await expect(detail.cancelWhyNot(item!.id)).toHaveText('This item is already cancelled.');
    await expect(detail.itemCheckbox('cancel', other!)).toBeEnabled();

    await page.reload();
    await expect(detail.itemStatus(item!.id, 'cancelled')).toBeVisible();
    await expect(detail.cancelWhyNot(item!.id)).toHaveText(t('errors.itemAlreadyCancelled'));
  });

  test('a whole order with a package, from the Packaged tab, cancels its package too', async ({ page, texts }) => {
    const { t } = texts;
    const { order, packages } = await findOrder(page.request, { tab: 'packaged', marketplace: 'trendyol' }, (found) =>
      found.packages.some((pkg) => pkg.status === 'packaged'),
    );
    const pkg = packages.find((candidate) => candidate.status === 'packaged')!;
    const orders = new OrdersListPage(page, texts);
    await orders.goto();
    await orders.openTab('packaged');
    await orders.marketplaceOrderId.fill(order.marketplaceOrderId);
    await orders.apply.click();
    await expect.poll(() => orders.rowIds()).toEqual([order.id]);
    await orders.rows.getByRole('link', { name: String(order.id), exact: true }).click();

    const detail = new OrderDetailPage(page, texts);
    await expect(detail.heading(order.id)).toBeVisible();
    await detail.action('cancel').click();
    for (const item of order.items) await detail.itemCheckbox('cancel', item).check();
    await expect(detail.dialog('cancel').getByTestId('cancel-package-warning')).toContainText(String(pkg.id));
    await detail.chooseCancelReason('sourcingDelay');
    await detail.submit('cancel').click();
    await expect(detail.dialog('cancel')).toBeHidden();
    await expect(detail.toast('orders.cancel.done')).toBeVisible();
    await expect(page.getByTestId('badge-status')).toHaveText(t('orders.status.cancel'));
    expect(await detail.itemStatuses()).toEqual(order.items.map(() => t('orders.itemStatus.cancelled')));

    await detail.openSection('packages');
    await expect(detail.packageRow(pkg.id)).toContainText(t('packages.status.cancelledBySeller'));
    await detail
      .packageRow(pkg.id)
      .getByRole('link', { name: String(pkg.id), exact: true })
      .click();
    const packagePage = new PackageDetailPage(page, texts);
    await expect(packagePage.heading(pkg.id)).toBeVisible();
    await expect(packagePage.statusBadge).toHaveText(t('packages.status.cancelledBySeller'));
    expect((await packageDetail(page.request, pkg.id)).package.status).toBe('cancelledBySeller');
  });

  test('an order with shipped items cannot be cancelled, and nothing changes', async ({ page, texts }) => {
    const { t } = texts;
    const { order } = await findOrder(page.request, { tab: 'shipped', marketplace: 'noon-eg' });
    const statusTexts = order.items.map((item) => t(`orders.itemStatus.${item.status}`));
    const cancelCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `${API.orders}/${order.id}/cancel`) cancelCalls.push(request.url());
    });
    const detail = new OrderDetailPage(page, texts);
    await detail.open(order.id);
    await expect(detail.action('cancel')).toBeDisabled();
    await expect(detail.reason('cancel')).toHaveText('You cannot cancel this order because it has one or more shipped items.');
    await expect(detail.action('cancel')).toHaveAccessibleDescription(t('errors.orderHasShippedItems'));
    expect(await detail.itemStatuses()).toEqual(statusTexts);
    for (const item of order.items) await expect(detail.itemCancelButton(item.id)).toBeDisabled();

    // The dialog reached through its URL refuses as well.
    await detail.open(order.id, '?action=cancel');
    await expect(detail.dialog('cancel').getByTestId('cancel-refusal')).toHaveText(t('errors.orderHasShippedItems'));
    for (const item of order.items) await expect(detail.itemCheckbox('cancel', item)).toBeDisabled();
    await detail.chooseCancelReason('outOfStock');
    await detail.submit('cancel').click();
    await expect(detail.dialog('cancel')).toBeVisible();
    expect(cancelCalls).toEqual([]);

    await detail
      .dialog('cancel')
      .getByRole('button', { name: t('common.cancel'), exact: true })
      .click();
    // A reason was chosen: the dialog asks before that input is lost (one rule for every dialog).
    await expect(detail.dialog('cancel').getByTestId('dialog-discard')).toContainText(t('detail.dialog.discardQuestion'));
    await detail.dialog('cancel').getByTestId('dialog-discard-confirm').click();
    await expect(detail.dialog('cancel')).toBeHidden();
    await page.reload();
    await expect(detail.heading(order.id)).toBeVisible();
    await expect(detail.action('cancel')).toBeDisabled();
    expect(await detail.itemStatuses()).toEqual(statusTexts);
    expect((await orderDetail(page.request, order.id)).order.items.map((item) => item.status)).toEqual(order.items.map((item) => item.status));
  });
});
