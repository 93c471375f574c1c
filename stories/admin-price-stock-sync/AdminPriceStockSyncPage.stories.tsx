import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rerunScopeKey } from '@contract/admin-price-stock-sync/price-stock-sync.rules';
import type { PriceStockSyncRow, SyncTab } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { pathOf } from '@contract/routes';
import { AdminPriceStockSyncPage } from '@web/features/admin-price-stock-sync/pages/AdminPriceStockSyncPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import {
  COMPANY_PREVIEW,
  FAILING_ROW,
  IDLE_COMMAND,
  NO_RERUN,
  RERUN_LOADING,
  ROW_PREVIEW,
  noSyncRows,
  rerunReady,
  syncPage,
  syncQuery,
} from './price-stock-sync-data';

const ROUTE = pathOf('adminPriceStockSync');
const QUERY = syncQuery();
const PAGE = syncPage(QUERY);
const ROW_SCOPE = { companyId: FAILING_ROW.companyId, marketplace: FAILING_ROW.marketplace };
const COMPANY_SCOPE = { companyId: FAILING_ROW.companyId };
const withDialog = (scope: object) => `${ROUTE}?companyId=${FAILING_ROW.companyId}&action=rerun&item=${encodeURIComponent(rerunScopeKey(scope))}`;

const meta = {
  title: 'Admin/Price and stock sync/Page',
  component: AdminPriceStockSyncPage,
  args: {
    query: QUERY,
    state: readyList(PAGE),
    ...listPageHandlers(),
    rerunScope: null,
    rerun: NO_RERUN,
    rerunCommand: IDLE_COMMAND,
    onRerunOpen: fn(),
    onRerunConfirm: fn(),
  },
  render: (args) => (
    <Padded>
      <AdminPriceStockSyncPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: ROUTE }),
} satisfies Meta<typeof AdminPriceStockSyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'A company on each marketplace: last run, pending, failed SKUs and why',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(PAGE.items.length);
    const failure = FAILING_ROW.failures[0]!;
    await expect(canvas.getAllByTestId('sync-failure')[0]).toHaveTextContent(`${failure.sku}: ${i18n.t(`adminPriceStockSync.reasons.${failure.reason}`)}`);
    await expect(canvas.getAllByTestId('sync-state')[0]).toHaveTextContent(i18n.t(`adminPriceStockSync.tabs.${PAGE.items[0]!.state}`));
    const row = canvas.getAllByTestId('data-row')[PAGE.items.findIndex((item) => item.marketplace === FAILING_ROW.marketplace)]!;
    await userEvent.click(within(row).getByTestId('rerun-company'));
    await expect(args.onRerunOpen).toHaveBeenCalledWith(COMPANY_SCOPE);
  },
};

export const FailingTab: Story = {
  name: 'Failing tab',
  args: { query: syncQuery({ tab: 'failing' }), state: readyList(syncPage(syncQuery({ tab: 'failing' }))) },
  play: async ({ canvasElement }) => {
    const states = within(canvasElement).getAllByTestId('sync-state');
    for (const state of states) await expect(state).toHaveTextContent(i18n.t('adminPriceStockSync.tabs.failing'));
  },
};

export const Loading: Story = { args: { state: loadingList<PriceStockSyncRow, SyncTab>() }, play: listPagePlays.loading };
export const Empty: Story = {
  name: 'Empty: nothing pending',
  args: { query: syncQuery({ tab: 'pending', companyId: undefined }), state: readyList(noSyncRows(syncQuery({ tab: 'pending' }))) },
  play: listPagePlays.empty('adminPriceStockSync.empty.pending'),
};
export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<PriceStockSyncRow, SyncTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminPriceStockSync.loadError'),
};

export const RerunRow: Story = {
  name: 'Re-run one company on one marketplace: what it sends',
  args: { rerunScope: ROW_SCOPE, rerun: rerunReady(ROW_PREVIEW) },
  parameters: appParameters({ route: withDialog(ROW_SCOPE) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-rerun'));
    await expect(dialog.queryByTestId('rerun-count')).toBeNull();
    await expect(dialog.getByTestId('rerun-preview')).toHaveTextContent(i18n.t('adminPriceStockSync.rerun.failed', { count: ROW_PREVIEW.failedItems }));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onRerunConfirm).toHaveBeenCalledOnce();
  },
};

export const RerunCompany: Story = {
  name: 'Re-run a company on every marketplace: the count first, then confirm',
  args: { rerunScope: COMPANY_SCOPE, rerun: rerunReady(COMPANY_PREVIEW) },
  parameters: appParameters({ route: withDialog(COMPANY_SCOPE) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-rerun'));
    await expect(dialog.getByTestId('rerun-count')).toHaveTextContent(
      i18n.t('adminPriceStockSync.rerun.company.count', { count: COMPANY_PREVIEW.rows, company: FAILING_ROW.companyName, marketplace: '' }),
    );
    await expect(dialog.getByTestId('dialog-submit')).toHaveTextContent(i18n.t('adminPriceStockSync.rerun.submitMany'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onRerunConfirm).toHaveBeenCalledOnce();
  },
};

export const RerunPreviewLoading: Story = {
  name: 'Re-run: preview loading',
  args: { rerunScope: COMPANY_SCOPE, rerun: RERUN_LOADING },
  parameters: appParameters({ route: withDialog(COMPANY_SCOPE) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-rerun'));
    await expect(dialog.queryByTestId('rerun-preview')).toBeNull();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onRerunConfirm).not.toHaveBeenCalled();
  },
};

export const RerunRefused: Story = {
  name: 'Re-run refused: the audit trail is down',
  args: { rerunScope: ROW_SCOPE, rerun: rerunReady(ROW_PREVIEW), rerunCommand: { ...IDLE_COMMAND, error: apiFailure('auditUnavailable') } },
  parameters: appParameters({ route: withDialog(ROW_SCOPE) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-rerun'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.auditUnavailable'));
  },
};

export const FilledTr = inTurkish(Filled);
export const FailingTabTr = inTurkish(FailingTab);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const RerunRowTr = inTurkish(RerunRow);
export const RerunCompanyTr = inTurkish(RerunCompany);
export const RerunPreviewLoadingTr = inTurkish(RerunPreviewLoading);
export const RerunRefusedTr = inTurkish(RerunRefused);
