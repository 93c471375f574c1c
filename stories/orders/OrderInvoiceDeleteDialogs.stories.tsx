import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OrderDetailPageProps } from '@web/features/orders/pages/OrderDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn, ORDERS } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { OrderDetailWithUrl, orderArgs, orderRoute } from './order-detail-args';

/** Order Detail's invoice and delete dialogs, opened by the URL (`?action=invoice`, `?action=delete`). */
const meta = {
  title: 'Orders/Order dialogs/Invoice and delete',
  component: OrderDetailWithUrl,
  args: orderArgs('ready'),
  parameters: appParameters({ route: orderRoute('ready', '?action=invoice') }),
} satisfies Meta<OrderDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const invoiceDialog = async (canvasElement: HTMLElement) => within(await portalDialog(canvasElement, 'dialog-invoice'));

export const InvoiceEmpty: Story = {
  name: 'Invoice: submitted empty',
  play: async ({ canvasElement, args }) => {
    const dialog = await invoiceDialog(canvasElement);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.invoiceNumberRequired'))).toBeVisible();
    await expect(dialog.getByText(i18n.t('validation.invoiceDateRequired'))).toBeVisible();
    await expect(dialog.getByTestId('invoice-file-error')).toHaveTextContent(i18n.t('validation.pdfRequired'));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const InvoiceNotPdf: Story = {
  name: 'Invoice: a file that is not a PDF',
  play: async ({ canvasElement, args }) => {
    const dialog = await invoiceDialog(canvasElement);
    // The picker hides what its `accept` refuses; a person can still choose "All files", as here.
    const chooser = userEvent.setup({ applyAccept: false });
    await userEvent.type(dialog.getByLabelText(i18n.t('orders.invoice.number')), `INV${ORDERS.ready.order.id}`);
    await userEvent.type(dialog.getByLabelText(i18n.t('orders.invoice.date')), '2026-01-15');
    await chooser.upload(dialog.getByLabelText(i18n.t('orders.invoice.file')), new File(['12 pieces'], 'invoice.txt', { type: 'text/plain' }));
    await expect(await dialog.findByTestId('invoice-file-error')).toHaveTextContent(i18n.t('validation.pdfRequired'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

/** The order has an invoice already: uploading again replaces it, and the dialog says so. */
export const InvoiceReplacing: Story = {
  name: 'Invoice: replacing the current one',
  args: orderArgs('packaged'),
  parameters: appParameters({ route: orderRoute('packaged', '?action=invoice') }),
  play: async ({ canvasElement }) => {
    await expect((await invoiceDialog(canvasElement)).getByText(i18n.t('orders.invoice.replace'))).toBeVisible();
  },
};

export const InvoiceRefused: Story = {
  name: 'Invoice: the server refused it (invoiceInvalid)',
  args: orderArgs('ready', { commandOf: commandIn('uploadInvoice', { error: apiFailure('invoiceInvalid') }) }),
  play: async ({ canvasElement }) => {
    await expect((await invoiceDialog(canvasElement)).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.invoiceInvalid'));
  },
};

export const InvoiceSubmitting: Story = {
  name: 'Invoice: uploading',
  args: orderArgs('ready', { commandOf: commandIn('uploadInvoice', { submitting: true }) }),
  play: async ({ canvasElement }) => {
    await expect((await invoiceDialog(canvasElement)).getByTestId('dialog-submit')).toBeDisabled();
  },
};

/** Only an admin acting as the seller may delete an order (`orders.delete`). */
export const Delete: Story = {
  name: 'Delete (admin acting as the seller)',
  args: orderArgs('actedAs', { canDelete: true, userType: 'admin' }),
  parameters: appParameters({ route: orderRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByText(i18n.t('orders.delete.confirm'))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('delete');
  },
};

/** A seller has no delete: the same URL opens nothing, and the header has no Delete button. */
export const DeleteAsSeller: Story = {
  name: 'Delete as a seller: not offered',
  args: orderArgs('actedAs'),
  parameters: appParameters({ route: orderRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('action-delete')).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByTestId('dialog-delete')).toBeNull();
  },
};

export const DeleteRefused: Story = {
  name: 'Delete: the server refused it',
  args: orderArgs('actedAs', { canDelete: true, userType: 'admin', commandOf: commandIn('delete', { error: apiFailure('downstreamUnavailable') }) }),
  parameters: appParameters({ route: orderRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
  },
};

export const InvoiceEmptyTr = inTurkish(InvoiceEmpty);
export const InvoiceNotPdfTr = inTurkish(InvoiceNotPdf);
export const InvoiceReplacingTr = inTurkish(InvoiceReplacing);
export const InvoiceRefusedTr = inTurkish(InvoiceRefused);
export const InvoiceSubmittingTr = inTurkish(InvoiceSubmitting);
export const DeleteTr = inTurkish(Delete);
export const DeleteAsSellerTr = inTurkish(DeleteAsSeller);
export const DeleteRefusedTr = inTurkish(DeleteRefused);
