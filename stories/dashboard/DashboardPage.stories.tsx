import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardPage } from '@web/features/dashboard/pages/DashboardPage';
import { i18n } from '@web/lib/i18n';
import { dashboardState, DASHBOARD, EMPTY_DASHBOARD, failedDashboard, GULF_DASHBOARD, STALE_DASHBOARD } from '../support/dashboard-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';

const WIDGETS = ['gmv', 'ordersPerDay', 'orderStages', 'packageStates', 'questionStates', 'claimTypes', 'rejectedReasons'];

/** The dashboard page in each state, from the seeded world's figures for Anadolu Tekstil. */
const meta = {
  title: 'Dashboard/Page',
  component: DashboardPage,
  args: { state: dashboardState(DASHBOARD), range: 'week', onRangeChange: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <DashboardPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    for (const id of WIDGETS) await expect(page.getByTestId(`dashboard-widget-${id}`)).toBeVisible();
    await expect(page.queryByTestId('dashboard-stale')).toBeNull();
    await userEvent.click(page.getByTestId('dashboard-gmv-range-year'));
    await expect(args.onRangeChange).toHaveBeenCalledWith('year');
  },
};
export const Month: Story = { name: 'GMV by month range', args: { range: 'month' } };
export const Year: Story = { name: 'GMV by year range', args: { range: 'year' } };
export const Gulf: Story = { name: 'Another company (USD)', args: { state: dashboardState(GULF_DASHBOARD) } };
export const Stale: Story = {
  name: 'Stale (a service is down; cached figures with their time)',
  args: { state: dashboardState(STALE_DASHBOARD) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-stale')).toBeVisible();
    await expect(within(canvasElement).getByTestId('dashboard-as-of')).toBeVisible();
  },
};
export const Refreshing: Story = {
  name: 'Refreshing (older than the fresh window: newer figures on their way, no warning)',
  args: { state: dashboardState({ ...DASHBOARD, refreshing: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-refreshing')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('dashboard-stale')).toBeNull();
  },
};
export const Loading: Story = {
  args: { state: dashboardState(null, 'loading') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-loading')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { state: dashboardState(EMPTY_DASHBOARD) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-empty')).toHaveTextContent(i18n.t('dashboard.empty'));
  },
};
export const Unavailable: Story = {
  name: 'Error: a service is down and nothing is cached',
  args: { state: failedDashboard('downstreamUnavailable') },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('dashboard-error')).toHaveTextContent(i18n.t('dashboard.unavailable'));
    await userEvent.click(page.getByTestId('dashboard-retry'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Failed: Story = { name: 'Error', args: { state: failedDashboard('generic') } };

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const YearTurkishDark: Story = { ...Year, name: 'GMV by year, Turkish dark', globals: TURKISH_DARK };
export const StaleTr = inTurkish(Stale);
export const StaleDark: Story = { ...Stale, name: 'Stale, English dark', globals: ENGLISH_DARK };
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const EmptyDark: Story = { ...Empty, name: 'Empty, Turkish dark', globals: TURKISH_DARK };
export const UnavailableTr = inTurkish(Unavailable);
export const UnavailableDark: Story = { ...Unavailable, name: 'Error, English dark', globals: ENGLISH_DARK };
