/** Product Tools' price-block and lock-update files in each state, and the whole product's enable or disable dialog. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { toolRowKey } from '@web/features/admin-products/components/admin-tools-config';
import { AdminProductToolsPage } from '@web/features/admin-products/pages/AdminProductToolsPage';
import type { CommandView } from '@web/lib/resources/command-view';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { paddedRender } from '../support/layouts';
import { listPageHandlers } from '../support/list-states';
import { readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { toolsPage, toolsQuery } from './admin-tools-data';
import { LOCK_UPDATE_UPLOADS, PRICE_BLOCK_UPLOADS, toolFiles } from './tool-file-data';

const query = toolsQuery();
const page = toolsPage(query);
const row = page.items[0]!;
const idle: CommandView = { submitting: false, error: null, succeeded: false };
const route = pathOf('adminProductTools');

const meta = {
  title: 'Admin/Product tools/Files and whole products',
  component: AdminProductToolsPage,
  args: { query, state: readyList(page), ...listPageHandlers(), commandOf: () => idle, onCommand: fn(), onOpenDialog: fn(), files: toolFiles() },
  parameters: appParameters({ route }),
  render: paddedRender(AdminProductToolsPage),
} satisfies Meta<typeof AdminProductToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilesIdle: Story = {
  name: 'Both files: their templates, and no file chosen is said',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price-block-file-panel')).toHaveTextContent(i18n.t('adminProductTools.priceBlockFile.title'));
    await expect(canvas.getByTestId('lock-update-file-panel')).toHaveTextContent(i18n.t('adminProductTools.lockFile.title'));
    await expect(canvas.getByTestId('lock-update-template')).toHaveAttribute('href', '/api/admin/lock-update-template?lang=en');
    await userEvent.click(canvas.getByTestId('price-block-file-submit'));
    await expect(canvas.getByText(i18n.t('staffImport.fileRequired'))).toBeVisible();
    await expect(args.files.priceBlock.onSendFile).not.toHaveBeenCalled();
  },
};
export const PriceBlockRunning: Story = {
  name: 'Price-block file: applying rows',
  args: { files: toolFiles(PRICE_BLOCK_UPLOADS.running) },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByTestId('price-block-file-progress');
    await expect(progress).toHaveAttribute('aria-label', i18n.t('staffImport.progress', { done: 40, total: 120 }));
  },
};
export const PriceBlockRefused: Story = {
  name: 'Price-block file: a SKU the company lacks, with the error file',
  args: { files: toolFiles(PRICE_BLOCK_UPLOADS.warning) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price-block-file-outcome')).toHaveAttribute('data-status', 'warning');
    await expect(canvas.getByTestId('price-block-file-rows')).toHaveTextContent(
      i18n.t('imports.reasons.toolSkuUnknown', { sku: 'DR-AVZ-99', companyId: 1022 }),
    );
    await expect(canvas.getByTestId('price-block-error-file')).toHaveAttribute('download', 'price-blocks-errors.xlsx');
  },
};
export const LockUpdateRefused: Story = {
  name: 'Lock-update file: a marketplace that is no code, with the error file',
  args: { files: toolFiles(PRICE_BLOCK_UPLOADS.idle, LOCK_UPDATE_UPLOADS.warning) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('lock-update-file-rows')).toHaveTextContent(
      i18n.t('imports.reasons.marketplaceUnknown', { value: 'amazon', allowed: 'hepsiburada, noon-ae, noon-sa, noon-eg, trendyol' }),
    );
    await expect(canvas.getByTestId('lock-update-error-file')).toHaveAttribute('download', 'lock-updates-errors.xlsx');
  },
};
export const LockUpdateDone: Story = {
  name: 'Lock-update file: every row applied',
  args: { files: toolFiles(PRICE_BLOCK_UPLOADS.idle, LOCK_UPDATE_UPLOADS.done) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('lock-update-file-outcome')).toHaveTextContent(i18n.t('staffImport.done', { rows: 12 }));
  },
};

const modal = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
export const ProductStatus: Story = {
  name: 'Dialog: disable the whole product with a reason',
  parameters: appParameters({ route: `${route}?companyId=1022&action=productStatus&item=${toolRowKey(row)}` }),
  play: async ({ args }) => {
    const submit = modal().getByRole('button', { name: i18n.t('adminProductTools.productStatus.submit') });
    await expect(modal().getByTestId('product-status-form')).toHaveTextContent(row.productName);
    await userEvent.click(submit);
    await expect(await modal().findByText(i18n.t('adminProductTools.reasonRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
    await userEvent.type(modal().getByLabelText(i18n.t('adminProductTools.fields.reason')), 'Recall');
    await userEvent.click(submit);
    await expect(args.onCommand).toHaveBeenCalledWith('setProductStatus', {
      ref: { companyId: row.companyId, productId: row.productId },
      body: { status: row.status === 'active' ? 'inactive' : 'active', reason: 'Recall' },
    });
  },
};

export const FilesIdleTr = inTurkish(FilesIdle);
export const PriceBlockRunningTr = inTurkish(PriceBlockRunning);
export const PriceBlockRefusedTr = inTurkish(PriceBlockRefused);
export const LockUpdateRefusedTr = inTurkish(LockUpdateRefused);
export const LockUpdateDoneTr = inTurkish(LockUpdateDone);
export const ProductStatusTr = inTurkish(ProductStatus);
