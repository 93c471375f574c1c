import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminBrandRow, AdminBrandTab } from '@contract/admin-brands/admin-brand.query';
import { pathOf } from '@contract/routes';
import { AdminBrandToolsPage } from '@web/features/admin-brands/pages/AdminBrandToolsPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { adminBrandQuery, adminBrandsPage, KEPT_BRAND_ID, MERGE_PREVIEW, NO_DETAIL, noAdminBrands, PREVIEW_LOADING, PREVIEW_READY } from './admin-brands-data';

const ROUTE = pathOf('adminBrandTools');
const IDLE = { submitting: false, error: null, succeeded: false };
const duplicatesQuery = adminBrandQuery({ tab: 'duplicates', companyId: '1002', q: MERGE_PREVIEW.kept.name });
const allQuery = adminBrandQuery({ pageSize: '20' });

const meta = {
  title: 'Admin/Brand tools/Page',
  component: AdminBrandToolsPage,
  args: {
    query: duplicatesQuery,
    state: readyList(adminBrandsPage(duplicatesQuery)),
    detail: NO_DETAIL,
    mergeCommand: IDLE,
    crossCommand: IDLE,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onOpenDialog: fn(),
    onMerge: fn(),
    onCross: fn(),
  },
  render: (args) => (
    <Padded>
      <AdminBrandToolsPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: ROUTE }),
} satisfies Meta<typeof AdminBrandToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Duplicates: Story = {
  name: 'Duplicates of one company (Turkish-aware)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(MERGE_PREVIEW.kept.name);
    await expect(rows[1]).toHaveTextContent(MERGE_PREVIEW.merged[0]!.name);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('adminBrands.merge.openLabel', { name: MERGE_PREVIEW.kept.name }) }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('merge', expect.objectContaining({ id: KEPT_BRAND_ID }));
  },
};

export const AllBrands: Story = {
  name: 'All brands across companies',
  args: { query: allQuery, state: readyList(adminBrandsPage(allQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(20);
    const lonely = canvas.getAllByTestId('brand-merge').filter((button) => button.hasAttribute('disabled'));
    await expect(lonely.length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { state: loadingList<AdminBrandRow, AdminBrandTab>() }, play: listPagePlays.loading };
export const Empty: Story = { args: { state: readyList(noAdminBrands(duplicatesQuery)) }, play: listPagePlays.empty('adminBrands.noDuplicates') };
export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<AdminBrandRow, AdminBrandTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminBrands.loadError'),
};

export const MergeDialog: Story = {
  name: 'Merge dialog: what moves, then the name typed again',
  args: { detail: PREVIEW_READY },
  parameters: appParameters({ route: `${ROUTE}?action=merge&item=${KEPT_BRAND_ID}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-merge'));
    await expect(dialog.getByTestId('merge-preview')).toHaveTextContent(MERGE_PREVIEW.merged[0]!.name);
    await expect(dialog.getAllByTestId('merge-sample')).toHaveLength(MERGE_PREVIEW.sample.length);
    const submit = dialog.getByTestId('typed-confirm-submit');
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), MERGE_PREVIEW.merged[0]!.name);
    await expect(submit).toBeDisabled();
    await userEvent.clear(dialog.getByTestId('typed-confirm-input'));
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), MERGE_PREVIEW.kept.name);
    await userEvent.click(submit);
    await expect(args.onMerge).toHaveBeenCalledWith(KEPT_BRAND_ID, MERGE_PREVIEW.kept.name);
  },
};

export const MergePreviewLoading: Story = {
  name: 'Merge dialog: preview loading',
  args: { detail: PREVIEW_LOADING },
  parameters: appParameters({ route: `${ROUTE}?action=merge&item=${KEPT_BRAND_ID}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-merge'));
    await expect(dialog.getByTestId('typed-confirm-submit')).toBeDisabled();
  },
};

export const MergeRefused: Story = {
  name: 'Merge refused by the server (the typed text kept)',
  args: { detail: PREVIEW_READY, mergeCommand: { ...IDLE, error: apiFailure('typedConfirmationMismatch') } },
  parameters: appParameters({ route: `${ROUTE}?action=merge&item=${KEPT_BRAND_ID}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-merge'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
  },
};

export const CrossDialog: Story = {
  name: 'Cross dialog: a marketplace and its brand',
  args: { detail: PREVIEW_READY },
  parameters: appParameters({ route: `${ROUTE}?action=cross&item=${KEPT_BRAND_ID}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-cross'));
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('adminBrands.cross.marketplace')), 'trendyol');
    await userEvent.type(dialog.getByLabelText(i18n.t('adminBrands.cross.remoteBrandId')), 'TY-42');
    await userEvent.type(dialog.getByLabelText(i18n.t('adminBrands.cross.remoteBrandName')), 'Çini Evi');
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('adminBrands.cross.submit') }));
    await expect(args.onCross).toHaveBeenCalledWith(KEPT_BRAND_ID, { marketplace: 'trendyol', remoteBrandId: 'TY-42', remoteBrandName: 'Çini Evi' });
  },
};

export const CrossInvalid: Story = {
  name: 'Cross dialog: fields left empty',
  args: { detail: PREVIEW_READY },
  parameters: appParameters({ route: `${ROUTE}?action=cross&item=${KEPT_BRAND_ID}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-cross'));
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('adminBrands.cross.submit') }));
    await expect((await dialog.findAllByText(i18n.t('validation.fillOutField'))).length).toBeGreaterThan(0);
    await expect(args.onCross).not.toHaveBeenCalled();
  },
};

export const DuplicatesTr = inTurkish(Duplicates);
export const AllBrandsTr = inTurkish(AllBrands);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const MergeDialogTr = inTurkish(MergeDialog);
export const MergeRefusedTr = inTurkish(MergeRefused);
export const CrossDialogTr = inTurkish(CrossDialog);
export const CrossInvalidTr = inTurkish(CrossInvalid);
