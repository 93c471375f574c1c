import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BreakdownWidget } from '@web/features/dashboard/components/BreakdownWidget';
import { BREAKDOWNS, breakdownProps, type Breakdown } from '@web/features/dashboard/components/dashboard-breakdowns';
import { GmvWidget } from '@web/features/dashboard/components/GmvWidget';
import { OrdersPerDayWidget } from '@web/features/dashboard/components/OrdersPerDayWidget';
import type { DashboardAnswer, GmvRange } from '@contract/dashboard/dashboard.types';
import { DASHBOARD, EMPTY_DASHBOARD, GULF_DASHBOARD } from '../support/dashboard-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';

type WidgetName = 'gmv' | 'ordersPerDay' | keyof typeof BREAKDOWNS;
interface WidgetArgs {
  widget: WidgetName;
  data: DashboardAnswer;
  range: GmvRange;
}

function Widget({ widget, data, range }: WidgetArgs) {
  if (widget === 'gmv') return <GmvWidget series={data.gmv} currency={data.currency} range={range} onRangeChange={fn()} />;
  if (widget === 'ordersPerDay') return <OrdersPerDayWidget days={data.ordersPerDay} />;
  return <BreakdownWidget {...breakdownProps(BREAKDOWNS[widget] as Breakdown<string>, data)} />;
}

/** Each dashboard widget on its own, filled and with nothing to count, in both languages and themes. */
const meta = {
  title: 'Dashboard/Widgets',
  component: Widget,
  args: { widget: 'gmv', data: DASHBOARD, range: 'week' },
  render: (args) => (
    <Padded>
      <div style={{ maxWidth: 720 }}>
        <Widget {...args} />
      </div>
    </Padded>
  ),
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (widget: WidgetName): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId(`dashboard-widget-${widget}`)).toBeVisible();
  };

export const GmvWeek: Story = { name: 'GMV, week', play: shows('gmv') };
export const GmvMonth: Story = { name: 'GMV, month', args: { range: 'month' } };
export const GmvYear: Story = { name: 'GMV, year', args: { range: 'year' } };
export const GmvUsd: Story = { name: 'GMV in USD (Gulf Home Goods), Turkish', args: { data: GULF_DASHBOARD, range: 'month' }, globals: TURKISH_LIGHT };
export const GmvEmpty: Story = { name: 'GMV, nothing sold', args: { data: EMPTY_DASHBOARD } };
export const GmvDarkTr: Story = { name: 'GMV, Turkish dark', globals: TURKISH_DARK };
export const OrdersPerDay: Story = { name: 'Orders per day', args: { widget: 'ordersPerDay' }, play: shows('ordersPerDay') };
export const OrdersPerDayEmpty: Story = { name: 'Orders per day, none', args: { widget: 'ordersPerDay', data: EMPTY_DASHBOARD } };
export const OrdersPerDayDark: Story = { name: 'Orders per day, English dark', args: { widget: 'ordersPerDay' }, globals: ENGLISH_DARK };
export const OrdersPerDayTr: Story = { name: 'Orders per day, Turkish', args: { widget: 'ordersPerDay' }, globals: TURKISH_LIGHT };
export const OrderStages: Story = { name: 'Order stages', args: { widget: 'orderStages' }, play: shows('orderStages') };
export const OrderStagesEmpty: Story = { name: 'Order stages, none', args: { widget: 'orderStages', data: EMPTY_DASHBOARD } };
export const OrderStagesDarkTr: Story = { name: 'Order stages, Turkish dark', args: { widget: 'orderStages' }, globals: TURKISH_DARK };
export const PackageStates: Story = { name: 'Package states', args: { widget: 'packageStates' }, play: shows('packageStates') };
export const PackageStatesEmpty: Story = { name: 'Package states, none', args: { widget: 'packageStates', data: EMPTY_DASHBOARD } };
export const PackageStatesDarkTr: Story = { name: 'Package states, Turkish dark', args: { widget: 'packageStates' }, globals: TURKISH_DARK };
export const QuestionStates: Story = { name: 'Question states', args: { widget: 'questionStates' }, play: shows('questionStates') };
export const QuestionStatesEmpty: Story = { name: 'Question states, none', args: { widget: 'questionStates', data: EMPTY_DASHBOARD } };
export const QuestionStatesDarkTr: Story = { name: 'Question states, Turkish dark', args: { widget: 'questionStates' }, globals: TURKISH_DARK };
export const ClaimTypes: Story = { name: 'Claim types', args: { widget: 'claimTypes' }, play: shows('claimTypes') };
export const ClaimTypesEmpty: Story = { name: 'Claim types, none', args: { widget: 'claimTypes', data: EMPTY_DASHBOARD } };
export const ClaimTypesDarkTr: Story = { name: 'Claim types, Turkish dark', args: { widget: 'claimTypes' }, globals: TURKISH_DARK };
export const RejectedReasons: Story = { name: 'Rejected reasons', args: { widget: 'rejectedReasons' }, play: shows('rejectedReasons') };
export const RejectedReasonsEmpty: Story = { name: 'Rejected reasons, none', args: { widget: 'rejectedReasons', data: EMPTY_DASHBOARD } };
export const RejectedReasonsDarkTr: Story = { name: 'Rejected reasons, Turkish dark', args: { widget: 'rejectedReasons' }, globals: TURKISH_DARK };
