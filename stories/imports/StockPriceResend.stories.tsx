import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import { ImportErrorsTab } from '@web/features/imports/components/ImportErrorsTab';
import { i18n } from '@web/lib/i18n';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { readyList, recentImportsOf, refusedPage, STOCK_PRICE_IMPORT_ID, stockPriceRefusedRows } from './import-data';

const rows = stockPriceRefusedRows();
const imports = recentImportsOf('stockPriceImport', 'sp').items;
const chosenFile = imports.find((item) => item.id === STOCK_PRICE_IMPORT_ID)?.file ?? 'import.xlsx';

const meta = {
  title: 'Imports/Stock and price fix and resend',
  component: ImportErrorsTab,
  args: {
    query: parseImportErrorQuery({ kind: 'stockPrice', transactionId: STOCK_PRICE_IMPORT_ID }),
    state: readyList(refusedPage(rows)),
    imports,
    selectedRow: null,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onRowOpen: fn(),
    onRowClose: fn(),
    resend: { state: { status: 'idle', transactionId: null, error: null }, onSend: fn(), onReset: fn() },
    initiallyFixing: true,
  },
  render: (args) => (
    <Padded>
      <ImportErrorsTab {...args} />
    </Padded>
  ),
} satisfies Meta<typeof ImportErrorsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowAt = (canvasElement: HTMLElement, at: number) => within(within(canvasElement).getAllByTestId('data-row')[at]!);

export const Filled: Story = {
  name: 'Fix and resend: refused rows filled from their cells, reasons beside',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(rows.length);
    await expect(rowAt(canvasElement, 0).getByTestId('edit-price')).toHaveValue('on iki');
    await expect(rowAt(canvasElement, 2).getByTestId('edit-stock')).toHaveValue('-3');
    await expect(rowAt(canvasElement, 1).getByTestId('import-reason')).toHaveTextContent(i18n.t('validation.retailBelowPrice'));
    await expect(canvas.getByTestId('resend-send')).toBeDisabled();
  },
};

/** Two rows fixed: the import's own reader finds nothing more, and only those two rows are sent. */
export const Fixed: Story = {
  name: 'Fix and resend: two rows fixed and sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = rowAt(canvasElement, 0).getByTestId('edit-price');
    await userEvent.clear(price);
    await userEvent.type(price, '12');
    const stock = rowAt(canvasElement, 2).getByTestId('edit-stock');
    await userEvent.clear(stock);
    await userEvent.type(stock, '3');
    await expect(canvas.getByTestId('resend-send')).toHaveTextContent(i18n.t('imports.resend.send', { count: 2 }));
    await userEvent.click(canvas.getByTestId('resend-send'));
    await expect(args.resend!.onSend).toHaveBeenCalledWith({
      fileName: chosenFile.replace(/\.[^.]+$/, '-fixed.xlsx'),
      header: ['SKU', 'Price', 'Retail Price', 'Stock'],
      rows: [
        [rows[0]!.sku, '12', rows[0]!.cells!['Retail Price'], rows[0]!.cells!.Stock],
        [rows[2]!.sku, rows[2]!.cells!.Price, rows[2]!.cells!['Retail Price'], '3'],
      ],
    });
  },
};

/** A value still wrong shows the import's reason under its cell, and nothing can be sent until it is fixed. */
export const StillWrong: Story = {
  name: 'Fix and resend: a value still wrong, then fixed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retail = rowAt(canvasElement, 1).getByTestId('edit-retailPrice');
    await userEvent.clear(retail);
    await userEvent.type(retail, '2');
    await expect(rowAt(canvasElement, 1).getByTestId('edit-problem-retailPrice')).toHaveTextContent(i18n.t('validation.retailBelowPrice'));
    await expect(canvas.getByTestId('resend-send')).toBeDisabled();
    await userEvent.clear(retail);
    await userEvent.type(retail, String(rows[1]!.cells!.Price));
    await expect(rowAt(canvasElement, 1).queryByTestId('edit-problem-retailPrice')).toBeNull();
    await expect(canvas.getByTestId('resend-send')).toBeEnabled();
  },
};

export const Sending: Story = {
  name: 'Fix and resend: sending',
  args: { resend: { state: { status: 'sending', transactionId: null, error: null }, onSend: fn(), onReset: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('resend-send')).toHaveTextContent(i18n.t('imports.resend.sending'));
    await expect(canvas.getByTestId('resend-send')).toBeDisabled();
    await expect(rowAt(canvasElement, 0).getByTestId('edit-price')).toBeDisabled();
  },
};

/** The refused rows' list offers Fix and resend once one import is chosen. */
export const FromTheList: Story = {
  name: 'Fix and resend: opened from the refused rows',
  args: { initiallyFixing: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('resend-editor')).toBeNull();
    await userEvent.click(canvas.getByTestId('resend-open'));
    await expect(canvas.getByTestId('resend-editor')).toBeVisible();
    await userEvent.click(canvas.getByTestId('resend-close'));
    await expect(canvas.queryByTestId('resend-editor')).toBeNull();
  },
};

export const FilledTr = inTurkish(Filled);
export const FixedTr = inTurkish(Fixed);
export const StillWrongTr = inTurkish(StillWrong);
export const SendingTr = inTurkish(Sending);
export const FromTheListTr = inTurkish(FromTheList);
export const FilledDark: Story = { ...Filled, name: 'Fix and resend, English dark', globals: ENGLISH_DARK };
