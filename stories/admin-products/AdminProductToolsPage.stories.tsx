import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import type { ToolCommand } from '@web/features/admin-products/admin-tools.resources';
import { toolRowKey } from '@web/features/admin-products/components/admin-tools-config';
import { AdminProductToolsPage } from '@web/features/admin-products/pages/AdminProductToolsPage';
import type { CommandView } from '@web/lib/resources/command-view';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { lockedAndBlocked, noTools, toolsPage, toolsQuery } from './admin-tools-data';
import { toolFiles } from './tool-file-data';

const query = toolsQuery();
const found = toolsPage(query);
const special = lockedAndBlocked(found.items[0]!);
const page = { ...found, items: [special, ...found.items.slice(1)] };
const idle: CommandView = { submitting: false, error: null, succeeded: false };
const idleCommand: (name: ToolCommand) => CommandView = () => idle;
const route = pathOf('adminProductTools');
const item = toolRowKey(special);

const meta = {
  title: 'Admin/Product tools',
  component: AdminProductToolsPage,
  args: { query, state: readyList(page), ...listPageHandlers(), commandOf: idleCommand, onCommand: fn(), onOpenDialog: fn(), files: toolFiles() },
  parameters: appParameters({ route }),
  render: paddedRender(AdminProductToolsPage),
} satisfies Meta<typeof AdminProductToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: each variant with its company, locks and price block',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(within(rows[0]!).getByTestId('tool-company')).toHaveTextContent(special.companyName);
    await expect(within(rows[0]!).getByTestId('tool-locked-on')).toHaveTextContent('Counterfeit report under review');
    await expect(within(rows[0]!).getByTestId('tool-price-block')).toBeVisible();
    await userEvent.click(within(rows[0]!).getByTestId('tool-lock'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('lock', item);
  },
};
export const SearchFirst: Story = {
  name: 'Nothing searched yet',
  args: { query: toolsQuery({ companyId: undefined }), state: readyList(noTools(toolsQuery())) },
  play: listPagePlays.empty('adminProductTools.searchFirst'),
};
export const Empty: Story = { name: 'No match', args: { state: readyList(noTools(query)) }, play: listPagePlays.empty('list.states.noMatch') };
export const Loading: Story = { args: { state: loadingList() }, play: listPagePlays.loading };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminProductTools.loadError'),
};

const dialog = (action: string): Pick<Story, 'parameters'> => ({
  parameters: appParameters({ route: `${route}?companyId=1022&action=${action}&item=${item}` }),
});
const modal = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
export const Lock: Story = {
  name: 'Dialog: lock on a marketplace with a reason',
  ...dialog('lock'),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminProductTools.lock.submit') }));
    await expect(await modal().findByText(i18n.t('adminProductTools.reasonRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};
export const LockRefused: Story = {
  name: 'Refused: already locked there',
  ...dialog('lock'),
  args: { commandOf: (name) => (name === 'lock' ? { ...idle, error: apiFailure('variantAlreadyLocked') } : idle) },
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.variantAlreadyLocked'));
  },
};
export const Unlock: Story = { name: 'Dialog: unlock', ...dialog('unlock') };
export const Disable: Story = { name: 'Dialog: disable the variant', ...dialog('status') };
export const BlockPrice: Story = { name: 'Dialog: block the price', ...dialog('blockPrice') };
export const UnblockPrice: Story = {
  name: 'Dialog: lift the price block',
  ...dialog('unblockPrice'),
  play: async ({ args }) => {
    await userEvent.click(modal().getByRole('button', { name: i18n.t('adminProductTools.unblockPrice.submit') }));
    await expect(args.onCommand).toHaveBeenCalledWith('unblockPrice', { companyId: special.companyId, variantId: special.variantId });
  },
};

export const FilledDark: Story = { ...Filled, name: 'Filled, dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const SearchFirstTr = inTurkish(SearchFirst);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const LockTr = inTurkish(Lock);
export const LockRefusedTr = inTurkish(LockRefused);
export const UnlockTr = inTurkish(Unlock);
export const DisableTr = inTurkish(Disable);
export const BlockPriceTr = inTurkish(BlockPrice);
export const UnblockPriceTr = inTurkish(UnblockPrice);
