import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VariantRow } from '@contract/catalog/variant.api';
import type { VariantTab } from '@contract/catalog/variant.query';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { StockPriceImportPage } from '@web/features/imports/pages/StockPriceImportPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import {
  blockedStory,
  failedList,
  loadingList,
  loadingSettings,
  noImports,
  readyList,
  recentImportsOf,
  settingsIn,
  stockPricePage,
  stockPriceQuery,
  UPLOAD_IDLE,
  uploadRefused,
  uploadSending,
} from './import-data';
import { errorsTabArgs } from './resend-stories';
import { textNamedXlsx } from './import-uploads';

const query = stockPriceQuery();
const page = stockPricePage(query);
const recent = recentImportsOf('stockPriceImport', 'sp');
/** A part of a real SKU: the list needs the whole of it, so it finds nothing. */
const partialSku = page.items[0]!.sku.slice(0, 6);

const meta = {
  title: 'Imports/Stock and price import',
  component: StockPriceImportPage,
  args: {
    settings: settingsIn(),
    upload: UPLOAD_IDLE,
    recent: readyList<Transaction, TransactionTab>(recent),
    query,
    list: readyList<VariantRow, VariantTab>(page),
    onUpload: fn(),
    onFileChosen: fn(),
    onSettingsRetry: fn(),
    onRecentRetry: fn(),
    onQueryChange: fn(),
    onSkuApply: fn(),
    onSkuReset: fn(),
    onListRetry: fn(),
    tab: 'import',
    onTabChange: fn(),
    errors: errorsTabArgs(parseImportErrorQuery({ kind: 'stockPrice' }), []),
  },
  render: (args) => (
    <Padded>
      <StockPriceImportPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof StockPriceImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const inList = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('list-importStockPrice'));
const inRecent = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('recent-imports'));

export const Filled: Story = {
  name: 'Filled (limits, recent imports, current stock and prices)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(inList(canvasElement).getAllByTestId('data-row')).toHaveLength(query.pageSize);
    await expect(inList(canvasElement).getAllByTestId('data-row')[0]).toHaveTextContent(page.items[0]!.sku);
    await expect(canvas.getByText(i18n.t('imports.stockPrice.skuHint'))).toBeVisible();
    await expect(canvas.getByTestId('template-download')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/imports\/templates\/stock-price\?lang=(en|tr)$/),
    );
    await expect(canvas.getByTestId('limit-priceRise')).toHaveTextContent(i18n.t('imports.limits.priceRise', { multiple: 3 }));
    const rows = inRecent(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(recent.items.length);
    await expect(rows[0]).toHaveTextContent(i18n.t('transactions.status.inProgress'));
    await expect(within(rows[1]!).getByTestId('recent-error-file')).toHaveAttribute(
      'href',
      `/api/transactions/sp-2/import-error-file?lang=${i18n.language.startsWith('tr') ? 'tr' : 'en'}`,
    );
    await expect(within(rows[2]!).getByTestId('recent-detail')).toHaveAttribute('href', '/reports/transactions?transaction=sp-1');
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { settings: loadingSettings(), recent: loadingList(), list: loadingList() },
  play: async ({ canvasElement }) => {
    await expect(inList(canvasElement).getByTestId('list-loading')).toBeVisible();
    await expect(inRecent(canvasElement).getByTestId('list-loading')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('upload-limits')).toBeNull();
  },
};

/** A part of a SKU finds nothing: the list's own empty text. No import made yet either. */
export const Empty: Story = {
  name: 'Empty (a partial SKU finds nothing; no imports yet)',
  args: { query: stockPriceQuery({ sku: partialSku }), list: readyList(stockPricePage(stockPriceQuery({ sku: partialSku }))), recent: readyList(noImports()) },
  play: async ({ canvasElement }) => {
    await expect(inList(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('errors.notFound'));
    await expect(inList(canvasElement).getByDisplayValue(partialSku)).toBeVisible();
    await expect(inRecent(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('imports.recent.none'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { list: failedList(apiFailure('downstreamUnavailable')), recent: failedList(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    await expect(inList(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('imports.stockPrice.loadError'));
    await userEvent.click(inList(canvasElement).getByTestId('list-retry'));
    await expect(args.onListRetry).toHaveBeenCalledOnce();
    await userEvent.click(inRecent(canvasElement).getByTestId('list-retry'));
    await expect(args.onRecentRetry).toHaveBeenCalledOnce();
  },
};

export const Suspended: Story = blockedStory('suspended');
export const Banned: Story = blockedStory('banned');

/** The server refused the last upload: its text stays with the card. */
export const UploadRefused: Story = {
  name: 'Upload refused (not a workbook)',
  args: { upload: uploadRefused('notAWorkbook') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.notAWorkbook'));
  },
};

/** A text file named .xlsx: the card refuses it by its first bytes before anything is sent. */
export const FileChecked: Story = {
  name: 'A chosen file checked before sending',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('upload-file'), textNamedXlsx());
    await expect(await canvas.findByTestId('upload-problem')).toHaveTextContent(i18n.t('errors.notAWorkbook'));
    await expect(canvas.getByTestId('upload-submit')).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  name: 'Uploading (progress)',
  args: { upload: uploadSending },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('upload-progress')).toHaveAttribute('aria-label', i18n.t('imports.upload.progress', { percent: 64 }));
    await expect(within(canvasElement).getByTestId('upload-submit')).toBeDisabled();
  },
};

/** Staff acting as the seller: the state control above the screen; suspending calls back with the new state. */
export const Staff: Story = {
  name: 'As staff acting as the seller (import state control)',
  args: { settings: settingsIn('suspended'), staff: { change: { status: 'idle', error: null }, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('import-state-alert')).toHaveTextContent(i18n.t('errors.importSuspended'));
    await expect(canvas.getByTestId('staff-import-state-select')).toHaveValue('suspended');
    await expect(canvas.getByTestId('staff-import-state-save')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByTestId('staff-import-state-select'), 'allowed');
    await userEvent.click(canvas.getByTestId('staff-import-state-save'));
    await expect(args.staff!.onChange).toHaveBeenCalledWith('allowed');
  },
};

export const FilledTr = inTurkish(Filled);
export const StaffTr = inTurkish(Staff);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SuspendedTr = inTurkish(Suspended);
export const BannedTr = inTurkish(Banned);
export const UploadRefusedTr = inTurkish(UploadRefused);
export const FileCheckedTr = inTurkish(FileChecked);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
