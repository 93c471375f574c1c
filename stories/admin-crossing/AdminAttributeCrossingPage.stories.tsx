import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { attributeRowKey } from '@contract/admin-crossing/attribute-crossing.query';
import { pathOf } from '@contract/routes';
import { AdminAttributeCrossingPage } from '@web/features/admin-crossing/pages/AdminAttributeCrossingPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { commandIn, failedList, loadingDetail, loadingList, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { COMPANY_HEALTH, TREE_HEALTH, TSHIRTS_CROSS, attributePage, attributeQuery, noAttributes, theirCategories } from './admin-crossing-data';

const route = (search = '') => `${pathOf('adminAttributeCrossing')}${search ? `?${search}` : ''}`;
const query = attributeQuery();
const page = attributePage(query);
const tshirtsQuery = attributeQuery({ q: '104', marketplace: 'hepsiburada' });
const tshirts = attributePage(tshirtsQuery);
const COLOUR = 1;
const actions = { canManage: true, commandOf: commandIn(), onCross: fn(), onUncross: fn(), onOpenDialog: fn(), onShowValues: fn() };
const pane = (attributeId: number | null, commandOf = commandIn()) => ({
  state: readyDetail(TSHIRTS_CROSS, 104),
  marketplace: 'hepsiburada' as const,
  attributeId,
  valueId: null,
  actions: { ...actions, commandOf },
  found: readyList(theirCategories('')),
  onSearch: fn(),
});

const meta = {
  title: 'Admin/Attribute crossing',
  component: AdminAttributeCrossingPage,
  args: {
    query,
    state: readyList(page),
    health: readyDetail(TREE_HEALTH, 0),
    pane: null,
    onOpen: fn(),
    onClose: fn(),
    onHealthRetry: fn(),
    ...listPageHandlers(),
  },
  parameters: appParameters({ route: route() }),
  render: paddedRender(AdminAttributeCrossingPage),
} satisfies Meta<typeof AdminAttributeCrossingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the attributes of every crossed leaf, per state',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-uncrossed')).toHaveTextContent(formatNumber(page.tabCounts.uncrossed));
    const first = page.items[0]!;
    await userEvent.click(canvas.getAllByTestId(`open-${attributeRowKey(first)}`)[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(first);
  },
};

export const Open: Story = {
  name: 'A category open: the seller-side cross panel with staff actions, values shown',
  args: { query: tshirtsQuery, state: readyList(tshirts), health: readyDetail(COMPANY_HEALTH, 1), pane: pane(COLOUR) },
  parameters: appParameters({ route: route(`q=104&marketplace=hepsiburada&open=104-hepsiburada&attribute=${COLOUR}`) }),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByTestId('crossing-pane'));
    await expect(panel.getByTestId('category-cross-status')).toHaveTextContent(i18n.t('categories.crossStatus.crossed'));
    await expect(panel.getByTestId(`values-section-${COLOUR}`)).toBeVisible();
  },
};

export const UncrossAttribute: Story = {
  name: 'Uncross attribute dialog (by URL)',
  args: { ...Open.args, pane: pane(COLOUR) },
  parameters: appParameters({ route: route(`open=104-hepsiburada&attribute=${COLOUR}&action=uncrossAttribute`) }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uncrossAttribute'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.pane!.actions.onUncross).toHaveBeenCalledWith({ marketplace: 'hepsiburada', attributeId: COLOUR });
  },
};

export const CrossRefused: Story = {
  name: 'Cross attribute refused: the dialog keeps its choice and says why',
  args: { ...Open.args, pane: pane(COLOUR, commandIn('cross', { error: apiFailure('attributeNotFound') })) },
  parameters: appParameters({ route: route(`open=104-hepsiburada&attribute=${COLOUR}&action=crossAttribute`) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-crossAttribute'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(i18n.t('errors.attributeNotFound'));
  },
};

export const Loading: Story = { args: { state: loadingList(), health: loadingDetail() }, play: listPagePlays.loading };
export const Empty: Story = { args: { state: readyList(noAttributes(query)) }, play: listPagePlays.empty('adminCrossing.attributes.empty') };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('generic')) },
  play: listPagePlays.failed('adminCrossing.attributes.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const OpenTr = inTurkish(Open);
export const UncrossAttributeTr = inTurkish(UncrossAttribute);
export const CrossRefusedTr = inTurkish(CrossRefused);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
