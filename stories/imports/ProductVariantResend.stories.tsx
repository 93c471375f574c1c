import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportErrorsTab } from '@web/features/imports/components/ImportErrorsTab';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { PRODUCT_IMPORT_ID, recentImportsOf, refusedRows } from './import-data';
import { listArgs, resendArgs, resendPlays, sendingArgs, type ResendStoryKind } from './resend-stories';

const rows = refusedRows();
const stored = (at: number, column: string) => rows[at]?.cells?.[column] ?? '';
/** The first two rows are refused by catalogue checks (a price rise, a measure change); the reader takes their cells. */
const kind: ResendStoryKind = {
  kind: 'productVariant',
  rows,
  imports: recentImportsOf('productVariantImport', 'pv').items,
  importId: PRODUCT_IMPORT_ID,
  fix: { at: 0, field: 'stock', stored: stored(0, 'Stock'), wrong: '-1', right: '7' },
  also: { at: 1, field: 'stock', stored: stored(1, 'Stock'), wrong: '-2', right: '8' },
};
const plays = resendPlays(kind);

const meta = {
  title: 'Imports/Product and variant fix and resend',
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

export const Filled: Story = { name: 'Fix and resend: refused rows filled from their cells, reasons beside', play: plays.filled };
export const Fixed: Story = { name: 'Fix and resend: two rows fixed and sent', play: plays.fixed };
export const StillWrong: Story = { name: 'Fix and resend: a value still wrong, then fixed', play: plays.stillWrong };
export const Sending: Story = { name: 'Fix and resend: sending', args: sendingArgs(kind.rows), play: plays.sending };
export const FromTheList: Story = { name: 'Fix and resend: opened from the refused rows', args: listArgs(kind.rows), play: plays.fromTheList };

export const FilledTr = inTurkish(Filled);
export const FixedTr = inTurkish(Fixed);
export const StillWrongTr = inTurkish(StillWrong);
export const SendingTr = inTurkish(Sending);
export const FromTheListTr = inTurkish(FromTheList);
export const FilledDark: Story = { ...Filled, name: 'Fix and resend, English dark', globals: ENGLISH_DARK };
