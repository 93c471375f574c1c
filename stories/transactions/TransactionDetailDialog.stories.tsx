import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { API } from '@contract/api/paths';
import { TransactionsView } from '@web/features/transactions/views/TransactionsView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { seedTransactions, transactionRoute, TX } from './transaction-data';
import { reasonLanguageOf } from '@contract/imports/reason-text';

/**
 * `/reports/transactions?transaction=<id>`: one transaction in the detail dialog over the list, as the BFF answers it
 * (the story's transactions seeded in its store), signed in as Ayşe.
 */
const meta = {
  title: 'Transactions/Transaction detail (through the BFF)',
  render: () => (
    <InMainLayout>
      <TransactionsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: transactionRoute(TX.failed) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const detailStory = (id: string, name: string, play: (dialog: ReturnType<typeof within>) => Promise<void>): Story => ({
  name,
  parameters: appParameters({ session: SESSIONS.seller, route: transactionRoute(id) }),
  beforeEach: async () => {
    await seedTransactions();
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, `dialog-${id}`));
    await dialog.findByTestId('transaction-detail', {}, LONG);
    await play(dialog);
  },
});

export const DetailWithError = detailStory(TX.failed, 'Detail: failed import with code and message (BFF)', async (dialog) => {
  // A code the portal knows reads in the story's language, not in the job's stored words.
  await expect(dialog.getByTestId('field-error')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
  await expect(dialog.getByTestId('field-error')).toHaveTextContent('downstreamUnavailable');
  await expect(dialog.getByTestId('field-status')).toHaveTextContent(i18n.t('transactions.status.error'));
  await expect(dialog.getByTestId('field-method')).toHaveTextContent(i18n.t('transactions.methods.fulfillmentDayImport'));
  await expect(dialog.getByTestId('transaction-importer-link')).toHaveAttribute('href', pathOf('importFulfillmentDay'));
  await expect(dialog.queryByTestId('transaction-import-errors-link')).toBeNull();
});

export const DetailWithoutMessage = detailStory(TX.silent, 'Detail: failed without an error message (BFF)', async (dialog) => {
  await expect(dialog.getByTestId('field-error')).toHaveTextContent(i18n.t('transactions.noErrorMessage'));
  await expect(dialog.getByTestId('transaction-no-child-errors')).toHaveTextContent(i18n.t('transactions.detail.noChildErrors'));
});

export const DetailWithChildErrors = detailStory(TX.warned, 'Detail: warned import with refused rows (BFF)', async (dialog) => {
  const rows = within(dialog.getByTestId('transaction-child-errors')).getAllByTestId('data-row');
  await expect(rows).toHaveLength(3);
  await expect(rows[0]).toHaveTextContent('validation.required');
  await expect(rows[0]).toHaveTextContent('Row 4: SKU is required.');
  await expect(within(dialog.getByTestId('field-importErrorFile')).getAllByRole('link')[0]).toHaveAttribute(
    'href',
    `${API.transactions}/${TX.warned}/import-error-file?lang=${reasonLanguageOf(i18n.language)}`,
  );
  await expect(dialog.getByTestId('transaction-import-errors-link')).toHaveAttribute(
    'href',
    `${pathOf('importProductVariant')}?tab=errors&transactionId=${TX.warned}`,
  );
});

export const DetailRunning = detailStory(TX.running, 'Detail: running import with its progress (BFF)', async (dialog) => {
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await expect(dialog.getByTestId('field-file')).toHaveTextContent('prices-january.xlsx');
});

/** Another company's or an unknown id: the dialog says so. */
export const DetailNotFound: Story = {
  name: 'Detail: unknown transaction (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: transactionRoute('no-such-transaction') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-no-such-transaction'));
    await expect(await dialog.findByTestId('transaction-not-found', {}, LONG)).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const DetailWithErrorTr = inTurkish(DetailWithError);
export const DetailWithoutMessageTr = inTurkish(DetailWithoutMessage);
export const DetailWithChildErrorsTr = inTurkish(DetailWithChildErrors);
export const DetailRunningTr = inTurkish(DetailRunning);
export const DetailNotFoundTr = inTurkish(DetailNotFound);
export const DetailWithChildErrorsTurkishDark: Story = { ...DetailWithChildErrors, name: 'Detail: refused rows, Turkish dark', globals: TURKISH_DARK };
