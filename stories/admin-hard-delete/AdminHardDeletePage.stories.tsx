import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminHardDeletePage } from '@web/features/admin-hard-delete/pages/AdminHardDeletePage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { portalDialog } from '../support/dialogs';
import { ENGLISH_DARK, TURKISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import {
  CATALOG_PREVIEW,
  catalogQuery,
  DONE_JOB,
  FAILED_JOB,
  hardDeleteState,
  PRODUCTS_PREVIEW,
  productsQuery,
  ready,
  RUNNING_JOB,
  UNKNOWN_PREVIEW,
} from './hard-delete-data';

const ROUTE = '/admin/hard-delete';

const meta = {
  title: 'Admin/Hard delete',
  component: AdminHardDeletePage,
  args: {
    query: productsQuery,
    jobId: null,
    state: hardDeleteState({ preview: ready(PRODUCTS_PREVIEW) }),
    onScopeChange: fn(),
    onApply: fn(),
    onReset: fn(),
    onRetry: fn(),
    onOpenConfirm: fn(),
    onConfirm: fn(),
    onStartOver: fn(),
  },
  parameters: appParameters({ route: ROUTE }),
  render: (args) => (
    <Padded>
      <AdminHardDeletePage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof AdminHardDeletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'Empty: nothing chosen yet',
  args: { query: { scope: 'products', targets: [] }, state: hardDeleteState() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('hard-delete-idle')).toHaveTextContent(i18n.t('adminHardDelete.preview.idle'));
    await userEvent.click(page.getByTestId('filter-apply'));
    await expect(await page.findByText(i18n.t('validation.required'))).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(page.getByTestId('hard-delete-scope-catalog'));
    await expect(args.onScopeChange).toHaveBeenCalledWith('catalog');
  },
};
export const Loading: Story = { args: { state: hardDeleteState({ preview: { status: 'loading', data: null, error: null } }) } };
export const Failed: Story = {
  name: 'Error',
  args: { state: hardDeleteState({ preview: { status: 'error', data: null, error: apiFailure('downstreamUnavailable') } }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
    await userEvent.click(page.getByTestId('hard-delete-retry'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Filled: Story = {
  name: 'Preview: a product list',
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('hard-delete-count-products')).toHaveTextContent('2');
    await expect(page.getAllByTestId('hard-delete-sample-row').length).toBeGreaterThan(0);
    await expect(page.getByText(i18n.t('adminHardDelete.preview.deletedBySeller'))).toBeVisible();
    await userEvent.click(page.getByTestId('hard-delete-open-confirm'));
    await expect(args.onOpenConfirm).toHaveBeenCalled();
  },
};
export const CatalogPreview: Story = {
  name: 'Preview: the whole catalogue',
  args: { query: catalogQuery, state: hardDeleteState({ preview: ready(CATALOG_PREVIEW) }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('hard-delete-company')).toHaveTextContent(CATALOG_PREVIEW.companyName);
    await expect(page.getAllByTestId('hard-delete-sample-row')).toHaveLength(10);
  },
};
export const Unknown: Story = {
  name: 'Preview: ids that name nothing block the delete',
  args: { query: { ...productsQuery, scope: 'variants' }, state: hardDeleteState({ preview: ready(UNKNOWN_PREVIEW) }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('hard-delete-unknown')).toHaveTextContent('NO-SUCH-SKU');
    await expect(page.getByTestId('hard-delete-open-confirm')).toBeDisabled();
  },
};
export const Confirm: Story = {
  name: 'Typed confirmation: the company name must be typed',
  args: { query: catalogQuery, state: hardDeleteState({ preview: ready(CATALOG_PREVIEW) }) },
  parameters: appParameters({ route: `${ROUTE}?action=confirm` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-confirm'));
    await expect(dialog.getByTestId('typed-confirm-expected')).toHaveTextContent(CATALOG_PREVIEW.companyName);
    await expect(dialog.getByTestId('typed-confirm-submit')).toBeDisabled();
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), CATALOG_PREVIEW.companyName.toLowerCase());
    await expect(dialog.getByTestId('typed-confirm-submit')).toBeDisabled();
    await userEvent.clear(dialog.getByTestId('typed-confirm-input'));
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), CATALOG_PREVIEW.companyName);
    await userEvent.click(dialog.getByTestId('typed-confirm-submit'));
    await expect(args.onConfirm).toHaveBeenCalledWith(CATALOG_PREVIEW.companyName);
  },
};
export const Refused: Story = {
  name: 'Typed confirmation: refused by the server',
  args: { state: hardDeleteState({ preview: ready(PRODUCTS_PREVIEW), start: { status: 'failed', error: apiFailure('typedConfirmationMismatch') } }) },
  parameters: appParameters({ route: `${ROUTE}?action=confirm` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-confirm'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
    await expect(dialog.getByTestId('typed-confirm-input')).toBeVisible();
  },
};
export const Running: Story = {
  name: 'Job: running',
  args: { jobId: RUNNING_JOB.id, state: hardDeleteState({ preview: ready(PRODUCTS_PREVIEW), job: { status: 'ready', data: RUNNING_JOB, error: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('hard-delete-progress')).toBeVisible();
  },
};
export const Done: Story = {
  name: 'Job: done',
  args: { jobId: DONE_JOB.id, state: hardDeleteState({ job: { status: 'ready', data: DONE_JOB, error: null } }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('hard-delete-result')).toHaveTextContent(i18n.t('adminHardDelete.job.done.products', { count: 2, formatted: '2' }));
    await userEvent.click(page.getByTestId('hard-delete-start-over'));
    await waitFor(() => expect(args.onStartOver).toHaveBeenCalled());
  },
};
export const JobFailed: Story = {
  name: 'Job: failed',
  args: { jobId: FAILED_JOB.id, state: hardDeleteState({ job: { status: 'ready', data: FAILED_JOB, error: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('hard-delete-failed')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
  },
};

export const EnglishDark: Story = { ...Filled, name: 'Preview, English dark', globals: ENGLISH_DARK };
export const TurkishDark: Story = { ...CatalogPreview, name: 'Catalogue preview, Turkish dark', globals: TURKISH_DARK };
export const IdleTr = inTurkish(Idle);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const FilledTr = inTurkish(Filled);
export const UnknownTr = inTurkish(Unknown);
export const ConfirmTr = inTurkish(Confirm);
export const RefusedTr = inTurkish(Refused);
export const RunningTr = inTurkish(Running);
export const DoneTr = inTurkish(Done);
export const JobFailedTr = inTurkish(JobFailed);
