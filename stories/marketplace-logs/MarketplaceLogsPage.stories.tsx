import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LogTab, MarketplaceLogAnswer, MarketplaceLogRow } from '@contract/logs/log.query';
import { pathOf } from '@contract/routes';
import { MarketplaceLogsPage } from '@web/features/marketplace-logs/pages/MarketplaceLogsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedDetail, failedList, loadingList, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { LOGS, logQuery, logsPage, noLogs } from './marketplace-logs-data';

const query = logQuery();
const page = logsPage(query);
const IDLE_LOG: DetailState<MarketplaceLogAnswer> = { status: 'idle', id: null, data: null, error: null, command: null };
const logRoute = (id: number) => `${pathOf('marketplaceLogs')}?action=log&item=${id}`;

const meta = {
  title: 'Marketplace Logs/Page',
  component: MarketplaceLogsPage,
  args: {
    query,
    state: readyList(page),
    logId: null,
    log: IDLE_LOG,
    logHref: (id: number) => `?action=log&item=${id}`,
    onOpenLog: fn(),
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onRetryLog: fn(),
    onCopy: fn(() => Promise.resolve()),
  },
  parameters: appParameters({ route: pathOf('marketplaceLogs') }),
  render: (args) => (
    <Padded>
      <MarketplaceLogsPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof MarketplaceLogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (every level, newest first)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(query.pageSize);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    const first = page.items[0]!;
    await expect(within(rows[0]!).getByTestId('log-level')).toHaveTextContent(i18n.t(`marketplaceLogs.levels.${first.level}`));
    await expect(within(rows[0]!).getByRole('link', { name: first.log })).toHaveAttribute('href', `/reports/marketplaces?action=log&item=${first.id}`);
    await userEvent.click(within(rows[1]!).getByTestId('log-level'));
    await expect(args.onOpenLog).toHaveBeenCalledWith(page.items[1]!.id);
  },
};

const errorQuery = logQuery({ tab: 'error', referenceType: 'order' });
export const OrderErrors: Story = {
  name: 'Error tab, order logs (each links to its order)',
  args: { query: errorQuery, state: readyList(logsPage(errorQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-error')).toHaveAttribute('aria-selected', 'true');
    for (const badge of canvas.getAllByTestId('log-level')) await expect(badge).toHaveTextContent(i18n.t('marketplaceLogs.levels.error'));
    for (const link of canvas.getAllByTestId('log-reference')) await expect(link.getAttribute('href')).toBe(`/orders/${link.textContent}`);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<MarketplaceLogRow, LogTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noLogs(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<MarketplaceLogRow, LogTab>(apiFailure('marketplaceLogsLoad')) },
  play: listPagePlays.failed('errors.marketplaceLogsLoad'),
};

export const ReferenceIdProblem: Story = {
  name: 'Filter problem: a reference id that is not an id',
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByTestId('filter-bar'));
    await userEvent.type(filters.getByLabelText(i18n.t('marketplaceLogs.filters.referenceId')), 'TY-42');
    await userEvent.click(filters.getByTestId('filter-apply'));
    await expect(await filters.findByText(i18n.t('marketplaceLogs.filters.referenceIdInvalid'))).toBeVisible();
    await expect(args.onFiltersApply).not.toHaveBeenCalled();
  },
};

const shown = LOGS.orderError;
export const LogDetail: Story = {
  name: 'Log Detail (every field, copy the hash)',
  args: { logId: shown.id, log: readyDetail<MarketplaceLogAnswer>(shown, shown.id) },
  parameters: appParameters({ route: logRoute(shown.id) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-log'));
    await expect(dialog.getByText(i18n.t('marketplaceLogs.detail.title', { id: shown.id }))).toBeVisible();
    await expect(dialog.getByTestId('log-full-text')).toHaveTextContent(shown.log);
    await expect(dialog.getByTestId('log-reference')).toHaveAttribute('href', pathOf('orderDetail', { orderId: shown.referenceId }));
    await expect(within(dialog.getByTestId('field-marketplace')).getByText(i18n.t(`marketplaces.${shown.marketplace}`))).toBeVisible();
    await expect(dialog.getByTestId('log-level')).toHaveTextContent(i18n.t('marketplaceLogs.levels.error'));
    await userEvent.click(dialog.getByTestId('log-copy-hash'));
    await expect(args.onCopy).toHaveBeenCalledWith(shown.hash);
    await expect(await dialog.findByText(i18n.t('marketplaceLogs.detail.copied'))).toBeVisible();
  },
};

const variantLog = LOGS.variant;
export const VariantLogDetail: Story = {
  name: 'Log Detail of a variant (links to its product)',
  args: { logId: variantLog.id, log: readyDetail<MarketplaceLogAnswer>(variantLog, variantLog.id) },
  parameters: appParameters({ route: logRoute(variantLog.id) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-log'));
    await expect(dialog.getByTestId('log-reference')).toHaveAttribute('href', pathOf('productEdit', { productId: variantLog.productId! }));
    await expect(dialog.getByTestId('log-hash')).toHaveTextContent(variantLog.hash);
  },
};

export const LogDetailFailed: Story = {
  name: 'Log Detail that could not load (with Retry)',
  args: { logId: shown.id, log: { ...failedDetail<MarketplaceLogAnswer>(apiFailure('marketplaceLogsLoad')), id: shown.id } },
  parameters: appParameters({ route: logRoute(shown.id) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-log'));
    await expect(dialog.getByTestId('log-error')).toHaveTextContent(i18n.t('errors.marketplaceLogsLoad'));
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('list.states.retry') }));
    await expect(args.onRetryLog).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const OrderErrorsTr = inTurkish(OrderErrors);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const ReferenceIdProblemTr = inTurkish(ReferenceIdProblem);
export const LogDetailTr = inTurkish(LogDetail);
export const VariantLogDetailTr = inTurkish(VariantLogDetail);
export const LogDetailFailedTr = inTurkish(LogDetailFailed);
