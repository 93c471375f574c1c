import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { approvalKey } from '@contract/admin-orders/approvals';
import { pathOf } from '@contract/routes';
import type { ApprovalCommand } from '@web/features/admin-orders/approvals.resources';
import { AdminCancelRefundApprovePage } from '@web/features/admin-orders/pages/AdminCancelRefundApprovePage';
import type { CommandView } from '@web/lib/resources/command-view';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { approvalsPage, approvalsQuery, decidedPage, mixedResults, noApprovals } from './approvals-data';
import { TOOLS_COMPANY_ID } from './order-claim-tools-data';

const query = approvalsQuery();
const queue = approvalsPage(query);
const [first, second] = queue.items;
const ticked = [approvalKey(first!), approvalKey(second!)];
const idle: CommandView = { submitting: false, error: null, succeeded: false };
const idleCommand: (name: ApprovalCommand) => CommandView = () => idle;
const route = pathOf('adminCancelRefundApprove');

const meta = {
  title: 'Admin/Cancel and refund approval',
  component: AdminCancelRefundApprovePage,
  args: {
    query,
    state: readyList(queue),
    ...listPageHandlers(),
    selected: [],
    onSelectionChange: fn(),
    results: null,
    commandOf: idleCommand,
    onCommand: fn(),
    onOpenDialog: fn(),
  },
  parameters: appParameters({ route }),
  render: paddedRender(AdminCancelRefundApprovePage),
} satisfies Meta<typeof AdminCancelRefundApprovePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the requests waiting for approval, each with its company',
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(queue.total);
    await expect(within(rows[0]!).getByTestId('approval-company')).toHaveTextContent(`${first!.companyName} #${TOOLS_COMPANY_ID}`);
    await userEvent.click(within(rows[0]!).getByTestId('approval-approve'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('approve', approvalKey(first!));
  },
};
export const Selected: Story = {
  name: 'Two rows ticked: approve or reject them at once',
  args: { selected: ticked },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(i18n.t('adminCancelRefund.decide.rejectSelected')) }));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('reject');
  },
};
export const Results: Story = {
  name: 'After a decision: each request’s result, a refusal with its reason',
  args: { results: mixedResults() },
  play: async ({ canvasElement }) => {
    const lines = within(within(canvasElement).getByTestId('approval-results')).getAllByTestId('approval-result');
    await expect(lines).toHaveLength(2);
    await expect(lines[1]!).toHaveTextContent(i18n.t('errors.orderHasShippedItems'));
  },
};
export const Decided: Story = {
  name: 'Rejected tab: who decided and their note',
  args: { query: approvalsQuery({ tab: 'rejected' }), state: readyList(decidedPage(approvalsQuery({ tab: 'rejected' }))) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('approval-decided')[0]!).toHaveTextContent('The package has already left the warehouse.');
  },
};
export const Empty: Story = {
  name: 'Nothing waits for approval',
  args: { query: approvalsQuery({ companyId: undefined }), state: readyList(noApprovals(query)) },
  play: listPagePlays.empty('adminCancelRefund.empty'),
};
export const NoMatch: Story = { name: 'No match', args: { state: readyList(noApprovals(query)) }, play: listPagePlays.empty('list.states.noMatch') };
export const Loading: Story = { args: { state: loadingList() }, play: listPagePlays.loading };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminCancelRefund.loadError'),
};

const dialog = (action: string, item?: string): Pick<Story, 'parameters'> => ({
  parameters: appParameters({ route: `${route}?companyId=${TOOLS_COMPANY_ID}&action=${action}${item ? `&item=${item}` : ''}` }),
});
const modal = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
export const ApproveMany: Story = {
  name: 'Dialog: approve the ticked requests',
  args: { selected: ticked },
  ...dialog('approve'),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminCancelRefund.decide.approve') }));
    await expect(args.onCommand).toHaveBeenCalledWith('decide', {
      items: [first!, second!].map(({ companyId, id }) => ({ companyId, id })),
      decision: 'approve',
      note: '',
    });
  },
};
export const RejectOne: Story = {
  name: 'Dialog: reject one request, a note required',
  ...dialog('reject', approvalKey(first!)),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminCancelRefund.decide.reject') }));
    await expect(await modal().findByText(i18n.t('adminCancelRefund.noteRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};
export const DecisionFailed: Story = {
  name: 'Refused: the decision could not be recorded',
  ...dialog('approve', approvalKey(first!)),
  args: { commandOf: () => ({ ...idle, error: apiFailure('auditUnavailable') }) },
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.auditUnavailable'));
  },
};

export const FilledDark: Story = { ...Filled, name: 'Filled, dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const SelectedTr = inTurkish(Selected);
export const ResultsTr = inTurkish(Results);
export const DecidedTr = inTurkish(Decided);
export const EmptyTr = inTurkish(Empty);
export const NoMatchTr = inTurkish(NoMatch);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const ApproveManyTr = inTurkish(ApproveMany);
export const RejectOneTr = inTurkish(RejectOne);
export const DecisionFailedTr = inTurkish(DecisionFailed);
