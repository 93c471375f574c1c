import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminDashboardCachePage } from '@web/features/admin-dashboard-cache/pages/AdminDashboardCachePage';
import { AdminDashboardCacheView } from '@web/features/admin-dashboard-cache/views/AdminDashboardCacheView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { CACHE, cacheState } from '../support/dashboard-data';
import { pathOf, SESSIONS } from '../support/demo-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout, Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

const meta = {
  title: 'Admin/Dashboard cache',
  component: AdminDashboardCachePage,
  args: { state: cacheState(CACHE), onClearOne: fn(), onClearAll: fn(), onRefresh: fn() },
  render: (args) => (
    <Padded>
      <AdminDashboardCachePage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof AdminDashboardCachePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getAllByTestId('dashboard-cache-row')).toHaveLength(2);
    await userEvent.click(page.getByTestId('dashboard-cache-clear-1002'));
    await expect(args.onClearOne).toHaveBeenCalledWith(1002);
  },
};
export const Empty: Story = {
  args: { state: cacheState({ ...CACHE, items: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-cache-empty')).toHaveTextContent(i18n.t('adminDashboardCache.empty'));
  },
};
export const Loading: Story = { args: { state: cacheState(null, { status: 'loading' }) } };
export const Failed: Story = {
  name: 'Error',
  args: { state: cacheState(null, { status: 'error', error: apiFailure('generic') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dashboard-cache-error')).toHaveTextContent(i18n.t('adminDashboardCache.loadError'));
  },
};
export const Clearing: Story = { args: { state: cacheState(CACHE, { command: { name: 'clearAll', status: 'running', error: null } }) } };
export const ClearFailed: Story = {
  name: 'Clear failed',
  args: { state: cacheState(CACHE, { command: { name: 'clearOne', status: 'failed', error: apiFailure('forbidden') } }) },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const ClearFailedDark: Story = { ...ClearFailed, name: 'Clear failed, Turkish dark', globals: TURKISH_DARK };

/** The route in the shell, against the BFF in the page: a fresh BFF has nothing cached. */
const throughBff = (scenario: MockScenario, testId: string): Story => ({
  render: () => (
    <InMainLayout>
      <AdminDashboardCacheView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route: pathOf('adminDashboardCache'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await within(canvasElement).findByTestId(testId)).toBeVisible(), LONG);
  },
});
export const EmptyThroughBff: Story = { ...throughBff('default', 'dashboard-cache-empty'), name: 'Empty (BFF default)' };
export const ErrorThroughBff: Story = { ...throughBff('errors', 'dashboard-cache-error'), name: 'Error (BFF errors)' };
export const ThroughBffTr = inTurkish(EmptyThroughBff);
