import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CAMPAIGN_TABS } from '@contract/campaigns/campaign.query';
import { zeroCounts } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import { CampaignsListPage, type CampaignsListPageProps } from '@web/features/campaigns/pages/CampaignsListPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { campaignQuery, campaignsPage, STORY_TODAY } from './campaign-data';

const query = campaignQuery();
const page = campaignsPage(query);
const route = pathOf('campaigns');
const IDLE = { submitting: false, error: null, succeeded: false };

/** The page as its view gives it: Create opens the dialog through the URL. */
function ListWithUrl(props: CampaignsListPageProps) {
  const [, open] = useUrlDialog<'create'>();
  return (
    <Padded>
      <CampaignsListPage
        {...props}
        onCreateOpen={() => {
          props.onCreateOpen();
          open('create');
        }}
      />
    </Padded>
  );
}

const meta = {
  title: 'Campaigns/Campaigns list',
  component: CampaignsListPage,
  args: {
    query,
    state: readyList(page),
    today: STORY_TODAY,
    createCommand: IDLE,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onCreateOpen: fn(),
    onCreate: fn(),
  },
  parameters: appParameters({ route }),
  render: ListWithUrl,
} satisfies Meta<typeof CampaignsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: a tab per state and All, each campaign with its state',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(page.items.length);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    for (const tab of CAMPAIGN_TABS) await expect(canvas.getByTestId(`tab-count-${tab}`)).toHaveTextContent(formatNumber(page.tabCounts[tab]));
    await userEvent.click(canvas.getByTestId('tab-pending'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'pending' });
  },
};
export const FilledTr = inTurkish(Filled);

export const Loading: Story = { name: 'Loading', args: { state: loadingList() }, play: listPagePlays.loading };
export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList({ ...page, items: [], total: 0, tabCounts: zeroCounts(CAMPAIGN_TABS) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('campaigns.empty'));
  },
};
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('campaignRequestFailed')) },
  play: listPagePlays.failed('campaigns.loadError'),
};

export const Create: Story = {
  name: 'Dialog: create, every field checked before it is sent',
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('campaigns.validation.marketplacesRequired'))).toBeVisible());
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(i18n.t('campaigns.fields.name')), 'New year');
    await userEvent.click(dialog.getByLabelText(i18n.t('marketplaces.trendyol')));
    await userEvent.type(dialog.getByLabelText(i18n.t('campaigns.fields.beginDate')), '2026-01-20');
    await userEvent.type(dialog.getByLabelText(i18n.t('campaigns.fields.endDate')), '2026-01-27');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'New year', marketplaces: ['trendyol'], beginDate: '2026-01-20', endDate: '2026-01-27', discountRate: 10 }),
      ),
    );
  },
};
export const CreateTr = inTurkish(Create);

export const CreateRefused: Story = {
  name: 'Dialog: create refused, a campaign cannot begin in the past',
  args: { createCommand: { ...IDLE, error: apiFailure('campaignBeginPast') } },
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await expect(dialog.getByText(i18n.t('errors.campaignBeginPast'))).toBeVisible();
  },
};

export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const CreateRefusedTr = inTurkish(CreateRefused);
