import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TodayList } from '@web/features/dashboard/components/TodayList';
import { STORY_NOW } from '../support/order-data';
import { TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';
import { EMPTY_TODAY, failedToday, LOGISTICS_FAILED_TODAY, TODAY, todayState, URGENT_TODAY } from '../support/today-data';

/** Today at the top of the dashboard, in every state, in English and Turkish; the countdowns run on a pinned clock. */
const meta = {
  title: 'Dashboard/Today',
  component: TodayList,
  args: { state: todayState(TODAY), onRetry: fn(), clock: () => STORY_NOW },
  render: (args) => (
    <Padded>
      <div style={{ maxWidth: 960 }}>
        <TodayList {...args} />
      </div>
    </Padded>
  ),
} satisfies Meta<typeof TodayList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folded: Story = {
  name: 'Long groups folded',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('today-more').length).toBeGreaterThan(0);
    await expect(canvas.getAllByTestId('today-item')[0]).toBeVisible();
  },
};
export const FoldedTr: Story = { name: 'Long groups folded, Turkish', globals: TURKISH_LIGHT };
export const Urgent: Story = {
  name: 'Urgent',
  args: { state: todayState(URGENT_TODAY) },
  play: async ({ canvasElement }) => {
    const states = within(canvasElement)
      .getAllByTestId('today-countdown')
      .map((badge) => badge.dataset.state);
    await expect(states.every((state) => state === 'urgent' || state === 'expired')).toBe(true);
  },
};
export const UrgentTr: Story = { name: 'Urgent, Turkish', args: { state: todayState(URGENT_TODAY) }, globals: TURKISH_LIGHT };
export const Loading: Story = { name: 'Loading', args: { state: todayState(null, 'loading') } };
export const LoadingTr: Story = { name: 'Loading, Turkish', args: { state: todayState(null, 'loading') }, globals: TURKISH_LIGHT };
export const Empty: Story = {
  name: 'Nothing waits',
  args: { state: todayState(EMPTY_TODAY) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('today-empty')).toBeVisible();
  },
};
export const EmptyTr: Story = { name: 'Nothing waits, Turkish', args: { state: todayState(EMPTY_TODAY) }, globals: TURKISH_LIGHT };
export const SomeGroupsFailed: Story = {
  name: 'Some groups could not be loaded',
  args: { state: todayState(LOGISTICS_FAILED_TODAY) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('today-failed')).toBeVisible();
    await expect(canvas.getAllByTestId('today-item').length).toBeGreaterThan(0);
  },
};
export const SomeGroupsFailedTr: Story = {
  name: 'Some groups could not be loaded, Turkish',
  args: { state: todayState(LOGISTICS_FAILED_TODAY) },
  globals: TURKISH_LIGHT,
};
export const Failed: Story = { name: 'Could not be loaded at all', args: { state: failedToday } };
export const FailedTr: Story = { name: 'Could not be loaded at all, Turkish', args: { state: failedToday }, globals: TURKISH_LIGHT };
