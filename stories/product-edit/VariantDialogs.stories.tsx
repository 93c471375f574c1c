import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ProductEditPageProps } from '@web/features/product-edit/pages/ProductEditPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { productArgs, ProductEditWithUrl } from './product-edit-args';
import { PRODUCTS, productRoute } from './product-edit-data';
import { LONG } from '../support/waits';

/** The variant dialogs of Product edit, opened by the URL (`?action=addVariant|editVariant|deleteVariant&variantId=`). */
const meta = {
  title: 'Product edit/Variant dialogs',
  component: ProductEditWithUrl,
  args: productArgs('full'),
  parameters: appParameters({ route: productRoute('full', '?tab=variants') }),
} satisfies Meta<ProductEditPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = PRODUCTS.full.variants[0]!;
const single = PRODUCTS.single.variants[0]!;
const at = (search: string, sample: 'full' | 'single' = 'full') => appParameters({ route: productRoute(sample, `?tab=variants&${search}`) });
/** The dialog once it is in its portal (its long form takes a moment to mount). */
async function dialogOf(canvasElement: HTMLElement, name: string) {
  await within(canvasElement.ownerDocument.body).findByTestId(`dialog-${name}`, {}, LONG);
  return within(await portalDialog(canvasElement, `dialog-${name}`));
}

export const OpensFromButton: Story = {
  name: 'Edit opened from its button',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId(`edit-variant-${first.id}`));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('editVariant', { variantId: String(first.id) });
    await expect((await dialogOf(canvasElement, 'editVariant')).getByLabelText(i18n.t('productEdit.variant.sku'))).toHaveValue(first.sku);
  },
};

export const RetailBelowPrice: Story = {
  name: 'Edit: retail price below price, refused under the field',
  parameters: at(`action=editVariant&variantId=${first.id}`),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'editVariant');
    await userEvent.clear(dialog.getByLabelText(i18n.t('productEdit.variant.retailPrice')));
    await userEvent.type(dialog.getByLabelText(i18n.t('productEdit.variant.retailPrice')), String(Math.max(0, first.price - 1)));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByTestId('error-retailPrice')).toHaveTextContent(i18n.t('validation.retailBelowPrice'));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const DeciZero: Story = {
  name: 'Edit: deci 0 with a zero dimension, refused under the field',
  parameters: at(`action=editVariant&variantId=${first.id}`),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'editVariant');
    for (const [label, value] of [
      ['deci', '0'],
      ['lengthMm', '0'],
    ] as const) {
      await userEvent.clear(dialog.getByLabelText(i18n.t(`productEdit.variant.${label}`)));
      await userEvent.type(dialog.getByLabelText(i18n.t(`productEdit.variant.${label}`)), value);
    }
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect((await dialog.findAllByText(i18n.t('validation.deciZeroDimensions')))[0]).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const SkuInUse: Story = {
  name: 'Edit: the server says the SKU is in use; the form keeps its values',
  args: productArgs('full', { commandOf: commandIn('updateVariant', { error: { ...apiFailure('skuInUse'), fields: { sku: 'errors.skuInUse' } } }) }),
  parameters: at(`action=editVariant&variantId=${first.id}`),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'editVariant');
    await expect(await dialog.findByTestId('error-sku')).toHaveTextContent(i18n.t('errors.skuInUse'));
    await expect(dialog.getByLabelText(i18n.t('productEdit.variant.sku'))).toHaveValue(first.sku);
  },
};

export const Add: Story = {
  name: 'Add: empty form, mandatory attributes marked',
  parameters: at('action=addVariant'),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'addVariant');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect((await dialog.findAllByText(i18n.t('validation.required'))).length).toBeGreaterThan(0);
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const Delete: Story = {
  name: 'Delete: cannot be undone',
  parameters: at(`action=deleteVariant&variantId=${first.id}`),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'deleteVariant');
    await expect(dialog.getByTestId('delete-irreversible')).toHaveTextContent(i18n.t('productEdit.variants.deleteIrreversible'));
    await expect(dialog.queryByTestId('delete-last')).toBeNull();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('deleteVariant', first.id);
  },
};

export const DeleteLast: Story = {
  name: 'Delete the last variant: the product is deleted too',
  args: productArgs('single'),
  parameters: at(`action=deleteVariant&variantId=${single.id}`, 'single'),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'deleteVariant');
    await expect(dialog.getByTestId('delete-irreversible')).toHaveTextContent(i18n.t('productEdit.variants.deleteIrreversible'));
    await expect(dialog.getByTestId('delete-last')).toHaveTextContent(i18n.t('productEdit.variants.deleteLast'));
  },
};

export const Deleting: Story = {
  name: 'Delete: while it is being sent',
  args: productArgs('full', { commandOf: commandIn('deleteVariant', { submitting: true }) }),
  parameters: at(`action=deleteVariant&variantId=${first.id}`),
  play: async ({ canvasElement }) => {
    await expect((await dialogOf(canvasElement, 'deleteVariant')).getByTestId('dialog-submit')).toBeDisabled();
  },
};

export const OpensFromButtonTr = inTurkish(OpensFromButton);
export const RetailBelowPriceTr = inTurkish(RetailBelowPrice);
export const DeciZeroTr = inTurkish(DeciZero);
export const SkuInUseTr = inTurkish(SkuInUse);
export const AddTr = inTurkish(Add);
export const DeleteTr = inTurkish(Delete);
export const DeleteLastTr = inTurkish(DeleteLast);
export const DeletingTr = inTurkish(Deleting);
