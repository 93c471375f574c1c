import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminCrossRowKey, parseAdminCrossRowKey } from '@contract/admin-crossing/category-cross.query';
import { coveragePercent } from '@contract/catalog/mapping-health';
import { nameIn } from '@contract/localized-name';
import { pathOf } from '@contract/routes';
import { AdminCategoryCrossPage } from '@web/features/admin-crossing/pages/AdminCategoryCrossPage';
import { formatNumber } from '@web/lib/format';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedDetail, failedList, loadingDetail, loadingList, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { COMPANY_HEALTH, COMPANY_PAGE, ROWS, TREE_HEALTH, companyQuery, crossPage, crossQuery, noCrossings, theirCategories } from './admin-crossing-data';

const route = (search = '') => `${pathOf('adminCategoryCross')}${search ? `?${search}` : ''}`;
const query = crossQuery();
const page = crossPage(query);
const IDLE = { submitting: false, error: null, succeeded: false };
const companySearch = `companyId=${companyQuery.companyId}&marketplace=trendyol`;
const dialogAt = (action: 'crossCategory' | 'uncrossCategory', row: typeof ROWS.crossed) => ({
  route: route(`${companySearch}&action=${action}&row=${adminCrossRowKey(row)}`),
  target: parseAdminCrossRowKey(adminCrossRowKey(row)),
});

const meta = {
  title: 'Admin/Category cross',
  component: AdminCategoryCrossPage,
  args: {
    query,
    state: readyList(page),
    health: readyDetail(TREE_HEALTH, 0),
    ...listPageHandlers(),
    onHealthRetry: fn(),
    onOpen: fn(),
    onSync: fn(),
    busy: false,
    syncError: null,
    target: null,
    crossCommand: IDLE,
    uncrossCommand: IDLE,
    onCross: fn(),
    onUncross: fn(),
    found: readyList(theirCategories('')),
    onSearch: fn(),
  },
  parameters: appParameters({ route: route() }),
  render: paddedRender(AdminCategoryCrossPage),
} satisfies Meta<typeof AdminCategoryCrossPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: every leaf on every marketplace, the tree’s health per marketplace',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-never')).toHaveTextContent(formatNumber(page.tabCounts.never));
    await expect(canvas.getAllByTestId('cross-health-card')).toHaveLength(TREE_HEALTH.items.length);
    await expect(canvas.queryByTestId('company-health-trendyol')).toBeNull();
    await userEvent.click(canvas.getByTestId('tab-never'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'never' });
  },
};

export const Company: Story = {
  name: 'One company on Trendyol: its products per category and its mapping health as its sellers see it',
  args: { query: companyQuery, state: readyList(COMPANY_PAGE), health: readyDetail(COMPANY_HEALTH, companyQuery.companyId!) },
  parameters: appParameters({ route: route(companySearch) }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trendyol = COMPANY_HEALTH.company!.find((health) => health.marketplace === 'trendyol')!;
    await expect(canvas.getByTestId('company-percent-trendyol')).toHaveTextContent(i18n.t('categories.health.percent', { percent: coveragePercent(trendyol) }));
    const key = adminCrossRowKey(ROWS.crossed);
    await expect(canvas.getAllByTestId(`cross-status-${key}`)[0]).toHaveTextContent(i18n.t('categories.crossStatus.crossed'));
    await expect(canvas.queryAllByTestId(`uncross-${adminCrossRowKey(ROWS.never)}`)).toHaveLength(0);
    await userEvent.click(within(canvas.getAllByTestId(`sync-${key}`)[0]!.parentElement!).getByRole('checkbox'));
    await expect(args.onSync).toHaveBeenCalledWith(ROWS.crossed, 'forever');
    await userEvent.click(canvas.getAllByTestId(`cross-${adminCrossRowKey(ROWS.never)}`)[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith('crossCategory', ROWS.never);
  },
};

export const Loading: Story = { args: { state: loadingList(), health: loadingDetail() }, play: listPagePlays.loading };
export const Empty: Story = { args: { state: readyList(noCrossings(query)) }, play: listPagePlays.empty('adminCrossing.empty') };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('generic')), health: failedDetail(apiFailure('generic')) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByTestId('cross-health-error')).toHaveTextContent(i18n.t('adminCrossing.health.loadError'));
    await listPagePlays.failed('adminCrossing.loadError')(context);
  },
};

const crossAt = dialogAt('crossCategory', ROWS.never);
export const CrossDialog: Story = {
  name: 'Cross dialog: their category searched and picked, synced forever',
  args: { query: companyQuery, state: readyList(COMPANY_PAGE), target: crossAt.target },
  parameters: appParameters({ route: crossAt.route }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-crossCategory'));
    const theirs = theirCategories('').items[0]!;
    await userEvent.click(dialog.getByLabelText(i18n.t('categories.cross.option', { path: theirs.path, id: theirs.id })));
    await userEvent.click(dialog.getByLabelText(`${i18n.t('categories.syncMode.forever')}: ${i18n.t('categories.syncModeHint.forever')}`));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCross).toHaveBeenCalledWith(crossAt.target, { remoteCategoryId: theirs.id, syncMode: 'forever' });
  },
};

export const CrossRefused: Story = {
  name: 'Cross refused: the dialog keeps the choice and says why',
  args: { ...CrossDialog.args, crossCommand: { ...IDLE, error: apiFailure('categoryNotFound') } },
  parameters: CrossDialog.parameters,
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-crossCategory'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(i18n.t('errors.categoryNotFound'));
  },
};

const uncrossAt = dialogAt('uncrossCategory', ROWS.crossed);
export const UncrossDialog: Story = {
  name: 'Uncross dialog: what it stops, confirmed',
  args: { query: companyQuery, state: readyList(COMPANY_PAGE), target: uncrossAt.target },
  parameters: appParameters({ route: uncrossAt.route }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uncrossCategory'));
    const names = { category: nameIn(ROWS.crossed.path, currentLanguage()), marketplace: i18n.t('marketplaces.trendyol') };
    await expect(dialog.getByText(i18n.t('adminCrossing.uncrossText', names))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onUncross).toHaveBeenCalledWith(uncrossAt.target);
  },
};

export const SyncRefused: Story = {
  name: 'Auto crossing refused: the reason above the list',
  args: { query: companyQuery, state: readyList(COMPANY_PAGE), health: readyDetail(COMPANY_HEALTH, 1), syncError: apiFailure('categoryNotFound') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryNotFound'));
  },
};

export const EnglishDark: Story = { ...Company, name: 'One company, English dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const CompanyTr = inTurkish(Company);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const CrossDialogTr = inTurkish(CrossDialog);
export const CrossRefusedTr = inTurkish(CrossRefused);
export const UncrossDialogTr = inTurkish(UncrossDialog);
export const SyncRefusedTr = inTurkish(SyncRefused);
