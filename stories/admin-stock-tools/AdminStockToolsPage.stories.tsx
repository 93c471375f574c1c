import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminStockToolsPage } from '@web/features/admin-stock-tools/pages/AdminStockToolsPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { failedPreview, idlePreview, loadingPreview, PREVIEW, readyPreview, STOCK_UPLOADS, STORY_COMPANY_ID, ZERO_SCOPE } from './stock-tools-data';

const ROUTE = `${pathOf('adminStockTools')}?companyId=${STORY_COMPANY_ID}`;
const CONFIRM_ROUTE = `${ROUTE}&action=zero&item=${ZERO_SCOPE.scope}`;
const idleZero = { submitting: false, error: null, succeeded: false };

const meta = {
  title: 'Admin/Stock tools',
  component: AdminStockToolsPage,
  args: {
    query: { companyId: STORY_COMPANY_ID },
    preview: readyPreview(),
    scopeId: null,
    zero: idleZero,
    onApply: fn(),
    onReset: fn(),
    onRetry: fn(),
    onOpenZero: fn(),
    onCommand: fn(),
    upload: STOCK_UPLOADS.idle,
    templateHref: '/api/admin/stock-template?lang=en',
    errorFileUrl: (id: string, language: string) => `/api/admin/stock-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
  },
  parameters: appParameters({ route: ROUTE }),
  render: (args) => (
    <Padded>
      <AdminStockToolsPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof AdminStockToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'Empty: no company chosen yet',
  args: { query: {}, preview: idlePreview },
  parameters: appParameters({ route: pathOf('adminStockTools') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stock-tools-idle')).toHaveTextContent(i18n.t('adminStockTools.preview.idle'));
  },
};
export const Loading: Story = { args: { preview: loadingPreview } };
export const Failed: Story = {
  name: 'Error',
  args: { preview: failedPreview(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
    await userEvent.click(page.getByTestId('stock-tools-retry'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Filled: Story = {
  name: 'Filled: the company’s stock per marketplace',
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('stock-tools-company')).toHaveTextContent(PREVIEW.companyName);
    await expect(page.getAllByRole('row')).toHaveLength(PREVIEW.scopes.length + 1);
    await expect(page.getByTestId('stock-scope-all')).toHaveTextContent(i18n.t('adminStockTools.scopes.all'));
    await userEvent.click(page.getByTestId(`stock-zero-${ZERO_SCOPE.scope}`));
    await expect(args.onOpenZero).toHaveBeenCalledWith(ZERO_SCOPE.scope);
  },
};
export const NothingInStock: Story = {
  name: 'Filled: nothing in stock, so nothing to zero',
  args: {
    preview: readyPreview(null, { ...PREVIEW, scopes: PREVIEW.scopes.map((scope) => ({ ...scope, inStock: 0, units: 0, alsoElsewhere: 0, sample: [] })) }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stock-zero-all')).toBeDisabled();
  },
};
export const Confirm: Story = {
  name: 'Zero: the preview, then the company’s name typed again',
  args: { scopeId: ZERO_SCOPE.scope },
  parameters: appParameters({ route: CONFIRM_ROUTE }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-zero'));
    await expect(dialog.getByTestId('stock-zero-summary')).toHaveTextContent(PREVIEW.companyName);
    await expect(dialog.getByTestId('stock-zero-elsewhere')).toBeVisible();
    await expect(dialog.getByTestId('typed-confirm-submit')).toBeDisabled();
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), PREVIEW.companyName);
    await userEvent.click(dialog.getByTestId('typed-confirm-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('zero', { scope: ZERO_SCOPE.scope, confirmation: PREVIEW.companyName });
  },
};
export const Refused: Story = {
  name: 'Zero: refused by the server',
  args: { scopeId: ZERO_SCOPE.scope, zero: { submitting: false, error: apiFailure('typedConfirmationMismatch'), succeeded: false } },
  parameters: appParameters({ route: CONFIRM_ROUTE }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-zero'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
  },
};
export const FileRunning: Story = {
  name: 'File: the rows being applied',
  args: { upload: STOCK_UPLOADS.running },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stock-file-submit')).toBeDisabled();
  },
};
export const FileWarning: Story = {
  name: 'File: a row for a marketplace the variant is not on, with the error file',
  args: { upload: STOCK_UPLOADS.warning },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('stock-file-rows')).toHaveTextContent(i18n.t('imports.reasons.stockNotListed', { sku: 'TS-1', marketplace: 'trendyol' }));
    await expect(page.getByTestId('stock-error-file')).toHaveAttribute('download', 'stock-errors.xlsx');
  },
};
export const FileDone: Story = { name: 'File: every row applied', args: { upload: STOCK_UPLOADS.done } };

export const IdleTr = inTurkish(Idle);
export const FailedTr = inTurkish(Failed);
export const FilledTr = inTurkish(Filled);
export const ConfirmTr = inTurkish(Confirm);
export const RefusedTr = inTurkish(Refused);
export const FileWarningTr = inTurkish(FileWarning);
