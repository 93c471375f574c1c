import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryRow, CategoryTab } from '@contract/catalog/category.query';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { coveragePercent } from '@contract/catalog/mapping-health';
import { pathOf } from '@contract/routes';
import { CategoriesPage } from '@web/features/categories/pages/CategoriesPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedDetail, failedList, loadingDetail, loadingList, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { categoriesPage, categoryQuery, HEALTH, NO_HEALTH, noCategories, TREE } from './taxonomy-data';

const query = categoryQuery();
const page = categoriesPage(query);
const IDLE = { submitting: false, error: null, succeeded: false };
const trendyol = HEALTH.items.find((health) => health.marketplace === 'trendyol')!;

const meta = {
  title: 'Categories/Categories',
  component: CategoriesPage,
  args: {
    query,
    list: readyList(page),
    tree: readyDetail(TREE, 0),
    health: readyDetail(HEALTH, 0),
    healthOpen: null,
    canManage: false,
    addCommand: IDLE,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onHealthOpen: fn(),
    onRetryList: fn(),
    onRetryTree: fn(),
    onRetryHealth: fn(),
    onOpenDialog: fn(),
    onAdd: fn(),
  },
  render: (args) => (
    <Padded>
      <CategoriesPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: pathOf('categories') }),
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (seller: browse only)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('health-percent-trendyol')).toHaveTextContent(String(coveragePercent(trendyol)));
    await expect(canvas.queryByTestId('toolbar-add')).toBeNull();
    const root = TREE.nodes.find((node) => node.parentId === null)!;
    await userEvent.click(canvas.getByTestId(`tree-toggle-${root.id}`));
    const child = TREE.nodes.find((node) => node.parentId === root.id)!;
    await expect(canvas.getByTestId(`tree-link-${child.id}`)).toBeVisible();
  },
};

export const TreeFiltered: Story = {
  name: 'Tree filtered by name',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('tree-filter'), 'T-Shirts');
    const match = TREE.nodes.find((node) => node.name === 'T-Shirts')!;
    await expect(canvas.getByTestId(`tree-link-${match.id}`)).toBeVisible();
  },
};

export const HealthOpen: Story = {
  name: 'Mapping health: what is missing on Trendyol',
  args: { healthOpen: 'trendyol' },
  play: async ({ canvasElement }) => {
    const lists = within(within(canvasElement).getByTestId('health-lists-trendyol'));
    await expect(lists.getByText(i18n.t('categories.health.missingTitle', { count: trendyol.missingMandatory.length }))).toBeVisible();
  },
};

export const StaffAdd: Story = {
  name: 'Staff: Add Category dialog',
  args: { canManage: true },
  parameters: appParameters({ route: `${pathOf('categories')}?action=create` }),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('toolbar-add')).toBeVisible();
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.remoteIdRequired'))).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { list: loadingList<CategoryRow, CategoryTab>(), tree: loadingDetail<CategoryTreeAnswer>(), health: loadingDetail<MappingHealthAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('list-loading')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Empty (no categories, no products)',
  args: { list: readyList(noCategories(query)), tree: readyDetail({ nodes: [] }, 0), health: readyDetail(NO_HEALTH, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('list-empty')).toHaveLength(2);
    await expect(canvas.getByTestId('health-no-products')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: {
    list: failedList<CategoryRow, CategoryTab>(apiFailure('downstreamUnavailable')),
    tree: failedDetail<CategoryTreeAnswer>(apiFailure('downstreamUnavailable')),
    health: failedDetail<MappingHealthAnswer>(apiFailure('downstreamUnavailable')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('categories.loadError'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('categories.tree.loadError'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('categories.health.loadError'))).toBeVisible();
    await userEvent.click(canvas.getAllByTestId('list-retry')[0]!);
    await expect(args.onRetryHealth).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const TreeFilteredTr = inTurkish(TreeFiltered);
export const HealthOpenTr = inTurkish(HealthOpen);
export const StaffAddTr = inTurkish(StaffAdd);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
