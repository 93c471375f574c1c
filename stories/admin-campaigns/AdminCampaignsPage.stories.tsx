import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CampaignRow } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_TABS } from '@contract/campaigns/campaign.query';
import { zeroCounts } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import { AdminCampaignsPage, type AdminCampaignsPageProps } from '@web/features/admin-campaigns/pages/AdminCampaignsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { allCampaignsPage, campaignQuery } from '../campaigns/campaign-data';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';

const query = campaignQuery({ pageSize: '100' });
const page = allCampaignsPage(query);
const route = pathOf('adminCampaigns');
const IDLE = { submitting: false, error: null, succeeded: false };
const running = page.items.find((row) => row.state === 'active' && row.companyId !== 1001)!;

/** The page as its view gives it: a row's Cancel opens the dialog through the URL. */
function AdminCampaignsWithUrl(props: AdminCampaignsPageProps) {
  const [, open] = useUrlDialog<'cancel'>('action', ['item']);
  return (
    <Padded>
      <AdminCampaignsPage
        {...props}
        onCancelOpen={(row: CampaignRow) => {
          props.onCancelOpen(row);
          open('cancel', { item: String(row.id) });
        }}
      />
    </Padded>
  );
}

const meta = {
  title: 'Admin/Campaigns',
  component: AdminCampaignsPage,
  args: {
    query,
    list: readyList(page),
    cancelling: null,
    cancelCommand: IDLE,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onCancelOpen: fn(),
    onCancel: fn(),
  },
  parameters: appParameters({ route }),
  render: AdminCampaignsWithUrl,
} satisfies Meta<typeof AdminCampaignsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: every company’s campaigns by state, a running one cancellable from its row',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(page.items.length);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(canvas.getByTestId('filter-bar')).toHaveTextContent(i18n.t('admin.filters.company'));
    const row = canvas
      .getAllByTestId('data-row')
      .find((candidate) => candidate.textContent?.includes(running.name) && candidate.textContent.includes(running.companyName))!;
    await userEvent.click(within(row).getByTestId(`cancel-${running.id}`));
    await expect(args.onCancelOpen).toHaveBeenCalledWith(running);
  },
};
export const FilledTr = inTurkish(Filled);

export const Loading: Story = { name: 'Loading', args: { list: loadingList() }, play: listPagePlays.loading };
export const Empty: Story = {
  name: 'Empty',
  args: { list: readyList({ ...page, items: [], total: 0, tabCounts: zeroCounts(CAMPAIGN_TABS) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('campaigns.empty'));
  },
};
export const Failed: Story = {
  name: 'Error',
  args: { list: failedList(apiFailure('campaignRequestFailed')) },
  play: listPagePlays.failed('campaigns.loadError'),
};

export const Cancel: Story = {
  name: 'Dialog: cancel names the campaign and its company',
  args: { cancelling: running },
  parameters: appParameters({ route: `${route}?action=cancel&item=${running.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-cancel'));
    await expect(dialog.getByTestId('campaign-cancel-text')).toHaveTextContent(running.companyName);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(running));
  },
};
export const CancelTr = inTurkish(Cancel);

export const CancelRefused: Story = {
  name: 'Dialog: cancel refused, the campaign can no longer be cancelled',
  args: { cancelling: running, cancelCommand: { ...IDLE, error: apiFailure('campaignNotCancellable') } },
  parameters: appParameters({ route: `${route}?action=cancel&item=${running.id}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-cancel'));
    await expect(dialog.getByText(i18n.t('errors.campaignNotCancellable'))).toBeVisible();
  },
};

export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const CancelRefusedTr = inTurkish(CancelRefused);
