import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CategoryDetailAnswer } from '@contract/catalog/category.api';
import { pathOf } from '@contract/routes';
import { CategoryDetailPage } from '@web/features/categories/pages/CategoryDetailPage';
import { nameIn } from '@contract/localized-name';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { commandIn, failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { CATEGORIES, TREE } from './taxonomy-data';

const { leaf, parent } = CATEGORIES;
const route = (detail: CategoryDetailAnswer, search = '') => `${pathOf('categoryDetail', { categoryId: detail.category.id })}${search}`;
const missing = leaf.crossings.find((crossing) => crossing.missingMandatory.length > 0)!;

const meta = {
  title: 'Categories/Category detail',
  component: CategoryDetailPage,
  args: {
    state: readyDetail(leaf, leaf.category.id),
    tree: readyDetail(TREE, 0),
    canManage: false,
    listHref: pathOf('categories'),
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onOpenCross: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <Padded>
      <CategoryDetailPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: route(leaf) }),
} satisfies Meta<typeof CategoryDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));

export const Filled: Story = {
  name: 'Filled: details (seller: browse only)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(nameIn(leaf.names, currentLanguage()));
    await expect(canvas.getByTestId('field-remoteId')).toHaveTextContent(leaf.category.remoteId);
    await expect(canvas.queryByTestId('action-delete')).toBeNull();
    await userEvent.click(canvas.getByTestId('action-cross'));
    await expect(args.onOpenCross).toHaveBeenCalledOnce();
  },
};

export const Attributes: Story = {
  name: 'Filled: attributes with mandatory flags',
  parameters: appParameters({ route: route(leaf, '?tab=attributes') }),
  play: async ({ canvasElement }) => {
    const attributes = panel(canvasElement, 'attributes');
    await expect(attributes.getAllByTestId('data-row')).toHaveLength(leaf.attributes.length);
    const mandatory = leaf.attributes.find((attribute) => attribute.mandatory)!;
    await expect(attributes.getByTestId(`mandatory-${mandatory.id}`)).toBeVisible();
  },
};

export const Crossings: Story = {
  name: 'Filled: crossings per marketplace',
  parameters: appParameters({ route: route(leaf, '?tab=crossings') }),
  play: async ({ canvasElement }) => {
    const crossings = panel(canvasElement, 'crossings');
    await expect(crossings.getAllByTestId('data-row')).toHaveLength(leaf.crossings.length);
    await expect(crossings.getByText(missing.missingMandatory.map((entry) => entry.remoteAttributeName).join(', '))).toBeVisible();
  },
};

export const DeleteAnyway: Story = {
  name: "Staff: deleting a parent asks 'Delete Anyway'",
  args: { state: readyDetail(parent, parent.category.id), canManage: true },
  parameters: appParameters({ route: route(parent, '?action=delete') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByTestId('delete-has-children')).toHaveTextContent(nameIn(parent.children[0]!.name, currentLanguage()));
    await expect(dialog.getByTestId('dialog-submit')).toHaveTextContent(i18n.t('categories.delete.anyway'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('delete', true);
  },
};

export const TreeRefused: Story = {
  name: 'Staff: edit refused, the parent does not fit the tree',
  args: {
    canManage: true,
    commandOf: commandIn('edit', { error: { ...apiFailure('categoryTreeInvalid'), fields: { parentId: 'errors.categoryTreeInvalid' } } }),
  },
  parameters: appParameters({ route: route(leaf, '?action=edit') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryTreeInvalid'));
    await expect(dialog.getByLabelText(i18n.t('categories.form.name'))).toHaveValue(leaf.names.en);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<CategoryDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: "Not found ('Category not found')",
  args: { state: failedDetail<CategoryDetailAnswer>(apiFailure('categoryNotFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.categoryNotFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<CategoryDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('detail-error')).toHaveTextContent(i18n.t('categories.detail.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('detail.states.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const AttributesTr = inTurkish(Attributes);
export const CrossingsTr = inTurkish(Crossings);
export const DeleteAnywayTr = inTurkish(DeleteAnyway);
export const TreeRefusedTr = inTurkish(TreeRefused);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
