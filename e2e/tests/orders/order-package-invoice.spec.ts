import { readFile } from 'node:fs/promises';
import { API } from '@contract/api/paths';
import type { CreatedPackageAnswer } from '@contract/orders/order.api';
import { expect, test } from '../../support/fixtures';
import { textFile, tinyPdf } from '../../support/files';
import { findOrder, orderDetail } from '../../support/orders-api';
import { OrderDetailPage } from '../../pages/orders-detail-page';
import { PackageDetailPage } from '../../pages/packages-detail-page';

test.describe('order detail as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test("creates a package from the order's open items, then opens it", async ({ page, texts }) => {
    const { t } = texts;
    const { order } = await findOrder(
      page.request,
      { tab: 'readyForPackaging', marketplace: 'hepsiburada' },
      (detail) => detail.packages.length === 0 && detail.order.items.some((item) => item.status === 'open'),
    );
    const open = order.items.filter((item) => item.status === 'open');
    const detail = new OrderDetailPage(page, texts);
    await detail.open(order.id);
    await detail.openSection('packages');
    await expect(detail.page.getByTestId('panel-packages')).toHaveText(t('errors.notFound'));

    await detail.action('package').click();
    await expect(detail.dialog('package')).toBeVisible();
    for (const item of open) await expect(detail.itemCheckbox('package', item)).toBeChecked();
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === `${API.orders}/${order.id}/packages`);
    await detail.submit('package').click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { packageId } = (await answer.json()) as CreatedPackageAnswer;
    await expect(detail.dialog('package')).toBeHidden();
    await expect(detail.toast('orders.createPackage.done')).toBeVisible();
    await expect(detail.action('package')).toBeDisabled();

    await expect(detail.section('packages')).toContainText('1');
    await detail.openSection('packages');
    await expect(detail.packageRow(packageId)).toContainText(t('packages.status.packaged'));
    expect(await detail.itemStatuses()).toEqual(order.items.map((item) => t(`orders.itemStatus.${item.status === 'open' ? 'packaged' : item.status}`)));

    await detail.openSection('packages');
    await detail
      .packageRow(packageId)
      .getByRole('link', { name: String(packageId), exact: true })
      .click();
    const packagePage = new PackageDetailPage(page, texts);
    await expect(packagePage.heading(packageId)).toBeVisible();
    await expect(page).toHaveURL(PackageDetailPage.path(packageId));
    await expect(packagePage.statusBadge).toHaveText(t('packages.status.packaged'));
    await expect(packagePage.section('items')).toContainText(String(open.length));
    await expect(page.getByRole('link', { name: t('packages.detail.order', { id: order.id }), exact: true })).toBeVisible();
  });

  test('uploads a PDF invoice; a file that is not a PDF is refused and the form keeps its values', async ({ page, texts }) => {
    const { t } = texts;
    const { order } = await findOrder(page.request, { tab: 'readyForPackaging', marketplace: 'noon-ae' }, (detail) => detail.order.invoice === null);
    const number = `E2E-${order.id}`;
    const detail = new OrderDetailPage(page, texts);
    await detail.open(order.id);
    await expect(page.getByTestId('order-invoice-none')).toHaveText(t('orders.invoice.none'));

    await detail.action('invoice').click();
    await detail.invoiceField('number').fill(number);
    await detail.invoiceField('date').fill('2026-11-20');
    await detail.invoiceField('file').setInputFiles(textFile('invoice.txt'));
    await expect(detail.invoiceFileError).toHaveText('Please select a PDF file.');
    await detail.submit('invoice').click();
    await expect(detail.dialog('invoice')).toBeVisible();
    await expect(detail.invoiceFileError).toHaveText(t('validation.pdfRequired'));
    await expect(detail.invoiceField('number')).toHaveValue(number);
    await expect(detail.invoiceField('date')).toHaveValue('20/11/2026');

    // Named .pdf but without the PDF signature: the BFF refuses it, and the dialog keeps the form.
    await detail.invoiceField('file').setInputFiles(textFile('invoice.pdf'));
    await expect(detail.invoiceFileError).toHaveCount(0);
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === `${API.orders}/${order.id}/invoice`);
    await detail.submit('invoice').click();
    expect((await refused).status()).toBe(400);
    await expect(detail.invoiceFileError).toHaveText(t('validation.pdfRequired'));
    await expect(detail.invoiceField('number')).toHaveValue(number);
    await expect(detail.invoiceField('date')).toHaveValue('20/11/2026');
    expect((await orderDetail(page.request, order.id)).order.invoice).toBeNull();

    await detail.invoiceField('file').setInputFiles(tinyPdf(`${number}.pdf`));
    await detail.submit('invoice').click();
    await expect(detail.dialog('invoice')).toBeHidden();
    await expect(detail.toast('orders.invoice.done')).toBeVisible();
    await expect(detail.invoice).toContainText(number);
    await expect(detail.invoice.getByRole('link', { name: t('orders.invoice.download'), exact: true })).toHaveAttribute('download', `${number}.pdf`);

    await page.reload();
    await expect(detail.invoice).toContainText(number);
    const download = page.waitForEvent('download');
    await detail.invoice.getByRole('link', { name: t('orders.invoice.download'), exact: true }).click();
    expect(await readFile(await (await download).path())).toEqual(tinyPdf().buffer);
    expect((await orderDetail(page.request, order.id)).order.invoice).toMatchObject({ number, date: '2026-11-20', fileName: `${number}.pdf` });
  });
});
