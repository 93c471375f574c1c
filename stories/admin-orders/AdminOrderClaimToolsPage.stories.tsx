import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import type { OrderClaimToolCommand } from '@web/features/admin-orders/order-claim-tools.resources';
import { toolItemKey } from '@web/features/admin-orders/components/order-claim-tools-config';
import { AdminOrderClaimToolsPage } from '@web/features/admin-orders/pages/AdminOrderClaimToolsPage';
import type { CommandView } from '@web/lib/resources/command-view';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { correctableOrder, correctablePackage, noTools, TOOLS_COMPANY_ID, toolsPage, toolsQuery } from './order-claim-tools-data';

const query = toolsQuery();
const queue = toolsPage(query);
const claim = queue.items[0]!;
const order = correctableOrder();
const pkg = correctablePackage();
const ordersQuery = toolsQuery({ tab: 'orders', q: order.reference });
const packagesQuery = toolsQuery({ tab: 'packages', q: pkg.trackingBarcode ?? String(pkg.id) });
const idle: CommandView = { submitting: false, error: null, succeeded: false };
const idleCommand: (name: OrderClaimToolCommand) => CommandView = () => idle;
const route = pathOf('adminOrderClaimTools');

const meta = {
  title: 'Admin/Order and claim tools',
  component: AdminOrderClaimToolsPage,
  args: { query, state: readyList(queue), ...listPageHandlers(), commandOf: idleCommand, onCommand: fn(), onOpenDialog: fn() },
  parameters: appParameters({ route }),
  render: paddedRender(AdminOrderClaimToolsPage),
} satisfies Meta<typeof AdminOrderClaimToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the claims waiting for staff, each with its company',
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(queue.total);
    const first = within(rows[0]!);
    await expect(first.getByTestId('tool-company')).toHaveTextContent(`${claim.companyName} #${TOOLS_COMPANY_ID}`);
    await expect(first.getByTestId('tool-status')).toHaveTextContent(i18n.t('claims.status.waitingAdmin'));
    await userEvent.click(first.getByTestId('tool-approve'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('approve', toolItemKey(claim));
  },
};
export const Orders: Story = {
  name: 'Filled: an order found by its marketplace number',
  args: { query: ordersQuery, state: readyList(toolsPage(ordersQuery)) },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByTestId('data-row'));
    await expect(row.getByTestId('tool-reference')).toHaveTextContent(order.reference);
    await expect(row.getByTestId('tool-correct')).toBeVisible();
  },
};
export const Packages: Story = {
  name: 'Filled: a package found by its tracking barcode',
  args: { query: packagesQuery, state: readyList(toolsPage(packagesQuery)) },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByTestId('data-row')).getByTestId('tool-status')).toHaveTextContent(i18n.t('packages.status.shipped'));
  },
};
export const QueueEmpty: Story = {
  name: 'No claim waits for staff',
  args: { state: readyList(noTools(query)) },
  play: listPagePlays.empty('adminOrderClaimTools.queueEmpty'),
};
export const SearchFirst: Story = {
  name: 'Orders: nothing searched yet',
  args: { query: toolsQuery({ tab: 'orders', companyId: undefined }), state: readyList(noTools(toolsQuery({ tab: 'orders' }))) },
  play: listPagePlays.empty('adminOrderClaimTools.searchFirst'),
};
export const Empty: Story = {
  name: 'No match',
  args: { query: toolsQuery({ tab: 'orders', q: 'nobody-at-all' }), state: readyList(noTools(query)) },
  play: listPagePlays.empty('list.states.noMatch'),
};
export const Loading: Story = { args: { state: loadingList() }, play: listPagePlays.loading };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminOrderClaimTools.loadError'),
};

const dialog = (action: string, item: string, tab = 'claims'): Pick<Story, 'parameters'> => ({
  parameters: appParameters({ route: `${route}?tab=${tab}&companyId=${TOOLS_COMPANY_ID}&action=${action}&item=${item}` }),
});
const modal = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
export const Approve: Story = {
  name: 'Dialog: approve a claim with a note',
  ...dialog('approve', toolItemKey(claim)),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminOrderClaimTools.decision.approve') }));
    await expect(await modal().findByText(i18n.t('adminOrderClaimTools.noteRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
    await userEvent.type(modal().getByLabelText(i18n.t('adminOrderClaimTools.fields.note')), 'Refund the customer.');
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminOrderClaimTools.decision.approve') }));
    await expect(args.onCommand).toHaveBeenCalledWith('decideClaim', {
      ref: { companyId: claim.companyId, id: claim.id },
      body: { decision: 'approve', note: 'Refund the customer.' },
    });
  },
};
export const Reject: Story = { name: 'Dialog: reject a claim with a note', ...dialog('reject', toolItemKey(claim)) };
export const DecisionRefused: Story = {
  name: 'Refused: no longer waiting for staff',
  ...dialog('reject', toolItemKey(claim)),
  args: { commandOf: (name) => (name === 'decideClaim' ? { ...idle, error: apiFailure('claimNotWaitingAdmin') } : idle) },
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.claimNotWaitingAdmin'));
  },
};
export const CorrectOrder: Story = {
  name: 'Dialog: correct an order’s status with a reason',
  args: { query: ordersQuery, state: readyList(toolsPage(ordersQuery)) },
  ...dialog('correct', toolItemKey(order), 'orders'),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminOrderClaimTools.correction.submit') }));
    await expect(await modal().findByText(i18n.t('adminOrderClaimTools.reasonRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};
export const CorrectPackage: Story = {
  name: 'Dialog: correct a package’s status',
  args: { query: packagesQuery, state: readyList(toolsPage(packagesQuery)) },
  ...dialog('correct', toolItemKey(pkg), 'packages'),
};
export const CorrectionRefused: Story = {
  name: 'Refused: the order is not shipped whole',
  args: {
    query: ordersQuery,
    state: readyList(toolsPage(ordersQuery)),
    commandOf: (name) => (name === 'correctOrder' ? { ...idle, error: apiFailure('orderNotShipped') } : idle),
  },
  ...dialog('correct', toolItemKey(order), 'orders'),
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.orderNotShipped'));
  },
};

export const FilledDark: Story = { ...Filled, name: 'Filled, dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const OrdersTr = inTurkish(Orders);
export const PackagesTr = inTurkish(Packages);
export const QueueEmptyTr = inTurkish(QueueEmpty);
export const SearchFirstTr = inTurkish(SearchFirst);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const ApproveTr = inTurkish(Approve);
export const RejectTr = inTurkish(Reject);
export const DecisionRefusedTr = inTurkish(DecisionRefused);
export const CorrectOrderTr = inTurkish(CorrectOrder);
export const CorrectPackageTr = inTurkish(CorrectPackage);
export const CorrectionRefusedTr = inTurkish(CorrectionRefused);
