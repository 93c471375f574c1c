import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImportErrorsTab } from '@web/features/imports/components/ImportErrorsTab';
import { i18n } from '@web/lib/i18n';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { recentImportsOf, STOCK_PRICE_IMPORT_ID, stockPriceRefusedRows } from './import-data';
import { listArgs, resendArgs, resendPlays, sendingArgs, type ResendStoryKind } from './resend-stories';

const rows = stockPriceRefusedRows();
const imports = recentImportsOf('stockPriceImport', 'sp').items;
const chosenFile = imports.find((item) => item.id === STOCK_PRICE_IMPORT_ID)?.file ?? 'import.xlsx';
const kind: ResendStoryKind = {
  kind: 'stockPrice',
  rows,
  imports,
  importId: STOCK_PRICE_IMPORT_ID,
  fix: { at: 1, field: 'retailPrice', stored: '1', wrong: '2', right: String(rows[1]!.cells!.Price) },
  also: { at: 2, field: 'stock', stored: '-3', wrong: '-4', right: '3' },
};
const plays = resendPlays(kind);

const meta = {
  title: 'Imports/Stock and price fix and resend',
  component: ImportErrorsTab,
  args: resendArgs(kind),
  render: (args) => (
    <Padded>
      <ImportErrorsTab {...args} />
    </Padded>
  ),
} satisfies Meta<typeof ImportErrorsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowAt = (canvasElement: HTMLElement, at: number) => within(within(canvasElement).getAllByTestId('data-row')[at]!);

export const Filled: Story = { name: 'Fix and resend: refused rows filled from their cells, reasons beside', play: plays.filled };

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

export const StillWrong: Story = { name: 'Fix and resend: a value still wrong, then fixed', play: plays.stillWrong };
export const Sending: Story = { name: 'Fix and resend: sending', args: sendingArgs(kind.rows), play: plays.sending };
export const FromTheList: Story = { name: 'Fix and resend: opened from the refused rows', args: listArgs(kind.rows), play: plays.fromTheList };

export const FilledTr = inTurkish(Filled);
export const FixedTr = inTurkish(Fixed);
export const StillWrongTr = inTurkish(StillWrong);
export const SendingTr = inTurkish(Sending);
export const FromTheListTr = inTurkish(FromTheList);
export const FilledDark: Story = { ...Filled, name: 'Fix and resend, English dark', globals: ENGLISH_DARK };
