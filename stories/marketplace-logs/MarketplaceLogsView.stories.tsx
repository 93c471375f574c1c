import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { MarketplaceLogsView } from '@web/features/marketplace-logs/views/MarketplaceLogsView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { NEWEST_ORDER_FIRST_LOG } from './marketplace-logs-data';

const route = pathOf('marketplaceLogs');

const meta = {
  title: 'Marketplace Logs/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <MarketplaceLogsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'errors.marketplaceLogsLoad' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** A link with filters: the warnings of the company's variants. */
export const FilteredFromUrl: Story = {
  name: 'Variant warnings, from the URL (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${route}?tab=warning&referenceType=variant` }),
  play: async ({ canvasElement }) => {
    const table = within(await settledTable(canvasElement));
    for (const badge of table.getAllByTestId('log-level')) await expect(badge).toHaveTextContent(i18n.t('marketplaceLogs.levels.warning'));
    for (const row of table.getAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t('marketplaceLogs.referenceTypes.variant'));
  },
};

/** A row's log opens its Log Detail, in the URL; Close takes it away again. */
export const OpenFromRow: Story = {
  name: 'A row opens its Log Detail (BFF)',
  play: async ({ canvasElement }) => {
    const table = within(await settledTable(canvasElement));
    const text = table.getAllByTestId('log-text')[0]!;
    await userEvent.click(text);
    const dialog = await portalDialog(canvasElement, 'dialog-log');
    await expect(await within(dialog).findByTestId('log-full-text')).toHaveTextContent(text.textContent ?? '');
    // The footer's Close (the header's × bears the same name).
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: i18n.t('common.close') })
        .at(-1)!,
    );
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="dialog-log"]')).toBeNull());
  },
};

/** A shared link: the first log of the newest order, which links to that order. */
export const LogFromUrl: Story = {
  name: 'Log Detail from the URL (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${route}?action=log&item=${NEWEST_ORDER_FIRST_LOG.logId}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-log'));
    await expect(await dialog.findByTestId('log-reference')).toHaveAttribute('href', pathOf('orderDetail', { orderId: NEWEST_ORDER_FIRST_LOG.orderId }));
    await expect(within(dialog.getByTestId('field-id')).getByText(String(NEWEST_ORDER_FIRST_LOG.logId))).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const FilteredFromUrlTr = inTurkish(FilteredFromUrl);
export const LogFromUrlTr = inTurkish(LogFromUrl);
