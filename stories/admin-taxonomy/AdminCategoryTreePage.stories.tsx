import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminCategoryTreePage } from '@web/features/admin-taxonomy/pages/AdminCategoryTreePage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { TURKISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { commandIn, failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { LEAF, PARENT, TREE } from './admin-taxonomy-data';

const route = pathOf('adminCategoryTree');
const at = (search: string) => appParameters({ session: SESSIONS.admin, route: `${route}${search}` });

const meta = {
  title: 'Admin/Category tree',
  component: AdminCategoryTreePage,
  args: { tree: readyDetail(TREE, 0), itemId: null, commandOf: commandIn(), onRetry: fn(), onOpenDialog: fn(), onCommand: fn() },
  parameters: appParameters({ session: SESSIONS.admin, route }),
  render: paddedRender(AdminCategoryTreePage),
} satisfies Meta<typeof AdminCategoryTreePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the roots, each with its remote ID and actions; a search opens the branches that match',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = TREE.nodes.find((node) => node.parentId === null)!;
    await expect(canvas.getByTestId(`staff-node-${root.id}`)).toHaveTextContent(root.remoteId);
    await userEvent.type(canvas.getByTestId('tree-filter'), LEAF.remoteId);
    await expect(await canvas.findByTestId(`staff-node-${LEAF.id}`)).toBeVisible();
    await userEvent.click(canvas.getByTestId(`delete-${LEAF.id}`));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('delete', LEAF.id);
  },
};
export const Empty: Story = {
  args: { tree: readyDetail({ nodes: [] }, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toBeVisible();
  },
};
export const Loading: Story = { args: { tree: loadingDetail() } };
export const Failed: Story = {
  name: 'Error',
  args: { tree: failedDetail(apiFailure('generic')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminTaxonomy.tree.loadError'));
  },
};
export const AddChild: Story = {
  name: 'Add a sub-category: the parent chosen',
  args: { itemId: PARENT.id },
  parameters: at(`?action=create&item=${PARENT.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByLabelText(i18n.t('categories.form.parent'))).toHaveValue(String(PARENT.id));
  },
};
export const DeleteParent: Story = {
  name: "Delete a parent: 'Delete Anyway'",
  args: { itemId: PARENT.id },
  parameters: at(`?action=delete&item=${PARENT.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByTestId('typed-confirm-submit')).toHaveTextContent(i18n.t('adminTaxonomy.delete.anyway'));
  },
};
export const DeleteRefused: Story = {
  name: 'Delete refused: sub-categories appeared meanwhile',
  args: { itemId: LEAF.id, commandOf: commandIn('delete', { error: apiFailure('categoryHasChildren') }) },
  parameters: at(`?action=delete&item=${LEAF.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryHasChildren'));
  },
};
export const StatusRefused: Story = {
  name: 'Deactivate refused',
  args: { commandOf: commandIn('status', { error: apiFailure('categoryTreeInvalid') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryTreeInvalid'));
  },
};

export const TurkishDark: Story = { ...Filled, name: 'Turkish dark', globals: TURKISH_DARK };
export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const AddChildTr = inTurkish(AddChild);
export const DeleteParentTr = inTurkish(DeleteParent);
export const DeleteRefusedTr = inTurkish(DeleteRefused);
export const StatusRefusedTr = inTurkish(StatusRefused);
