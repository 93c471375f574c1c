import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StockPriceImportView } from '@web/features/imports/views/StockPriceImportView';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { appParameters } from '../../.storybook/story-parameters';
import { DEMO, pathOf } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { activeVariants, brokenWorkbook, stockPriceWorkbook } from './import-uploads';

/** /importer/excel-stock-price in the shell against the BFF in the page, signed in as Ayşe. */
const route = pathOf('importStockPrice');
/** Ayşe without starred pages: the bookmark bar is not what these stories show, and each star is one more call. */
const SELLER = { email: DEMO.seller, starred: [] };
const meta = {
  title: 'Imports/Stock and price import (through the BFF)',
  render: () => (
    <InMainLayout>
      <StockPriceImportView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SELLER, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario) => appParameters({ session: SELLER, route, bff: { scenario, slowMs: 3000 } });
const list = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('list-importStockPrice', {}, LONG));
const recent = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('recent-imports', {}, LONG));

export const Filled: Story = {
  name: 'Filled (BFF default)',
  play: async ({ canvasElement }) => {
    const table = await settledTable(canvasElement, 'list-importStockPrice');
    await expect(within(table).getAllByTestId('data-row').length).toBeGreaterThan(0);
    await expect(await (await recent(canvasElement)).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('imports.recent.none'));
    await expect(await within(canvasElement).findByTestId('limit-dailyLeft', {}, LONG)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (BFF empty)',
  parameters: inScenario('empty'),
  play: async ({ canvasElement }) => {
    await expect(await (await list(canvasElement)).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (BFF errors)',
  parameters: inScenario('errors'),
  play: async ({ canvasElement }) => {
    await expect(await (await list(canvasElement)).findByTestId('list-error', {}, LONG)).toHaveTextContent(i18n.t('imports.stockPrice.loadError'));
    await expect(await within(canvasElement).findByTestId('import-settings-error', {}, LONG)).toHaveTextContent(i18n.t('imports.settings.loadError'));
  },
};

export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: inScenario('slow'),
  play: async ({ canvasElement }) => {
    await expect(await (await list(canvasElement)).findByTestId('list-loading', {}, LONG)).toBeVisible();
  },
};

/** Spec §5: part of a SKU finds nothing; the whole SKU finds its variant. */
export const WholeSku: Story = {
  name: 'The SKU search needs the entire SKU (BFF)',
  play: async ({ canvasElement }) => {
    const table = await settledTable(canvasElement, 'list-importStockPrice');
    const sku = within(table).getAllByTestId('data-row')[0]!.querySelector('code')?.textContent ?? '';
    await expect(sku.length).toBeGreaterThan(3);
    const scope = await list(canvasElement);
    const field = scope.getByLabelText(i18n.t('imports.stockPrice.sku'));
    await userEvent.type(field, sku.slice(0, -2));
    await userEvent.click(scope.getByTestId('filter-apply'));
    await expect(await scope.findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('errors.notFound'));
    await userEvent.clear(field);
    await userEvent.type(field, sku);
    await userEvent.click(scope.getByTestId('filter-apply'));
    await waitFor(() => expect(scope.getAllByTestId('data-row')).toHaveLength(1), LONG);
    await expect(scope.getByTestId('data-row')).toHaveTextContent(sku);
  },
};

/**
 * A real workbook of the catalogue's SKUs (stock + 5 each): the notice links to the transaction, the panel follows it
 * to Done, and the list shows the new stock.
 */
export const UploadAccepted: Story = {
  name: 'Upload accepted, followed to Done (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await activeVariants(1);
    await userEvent.upload(await canvas.findByTestId('upload-file', {}, LONG), await stockPriceWorkbook());
    await waitFor(() => expect(canvas.getByTestId('upload-submit')).toBeEnabled());
    await userEvent.click(canvas.getByTestId('upload-submit'));
    const notice = await within(canvasElement.ownerDocument.body).findByText(i18n.t('imports.upload.openTransaction'), {}, LONG);
    await expect(notice.getAttribute('href')).toMatch(/^\/reports\/transactions\?transaction=/);
    const panel = await recent(canvasElement);
    await waitFor(() => expect(panel.getByTestId('recent-status')).toHaveTextContent(i18n.t('transactions.status.done')), LONG);
    await expect(panel.getByTestId('recent-file')).toHaveTextContent('stok-fiyat.xlsx');
    const table = within(await settledTable(canvasElement, 'list-importStockPrice'));
    const row = table.getAllByTestId('data-row').find((candidate) => candidate.querySelector('code')?.textContent === first?.sku);
    await waitFor(() => expect(row?.querySelectorAll('td')[4]).toHaveTextContent(formatNumber((first?.stock ?? 0) + 5)), LONG);
  },
};

/** Starts like an .xlsx but is none: the BFF refuses it, the refusal stays with the card and the file stays chosen. */
export const UploadRefused: Story = {
  name: 'Upload refused by the server (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = (await canvas.findByTestId('upload-file', {}, LONG)) as HTMLInputElement;
    await userEvent.upload(input, brokenWorkbook());
    await waitFor(() => expect(canvas.getByTestId('upload-submit')).toBeEnabled());
    await userEvent.click(canvas.getByTestId('upload-submit'));
    await expect(await canvas.findByTestId('error-alert', {}, LONG)).toHaveTextContent(i18n.t('errors.workbookUnreadable'));
    await expect(input.files?.[0]?.name).toBe('fiyatlar.xlsx');
  },
};

const blockedCompany = (companyId: number, textKey: string): Story => ({
  parameters: appParameters({ session: { email: DEMO.admin, actingAsCompanyId: companyId, starred: [] }, route }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('import-state-alert', {}, LONG)).toHaveTextContent(i18n.t(textKey));
    await expect(canvas.getByTestId('upload-submit')).toBeDisabled();
  },
});

export const Suspended: Story = { ...blockedCompany(SUSPENDED_IMPORT_COMPANY_ID, 'errors.importSuspended'), name: 'Imports suspended (BFF)' };
export const Banned: Story = { ...blockedCompany(BANNED_IMPORT_COMPANY_ID, 'errors.importBanned'), name: 'Imports banned (BFF)' };

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const WholeSkuTr = inTurkish(WholeSku);
export const UploadAcceptedTr = inTurkish(UploadAccepted);
export const UploadRefusedTr = inTurkish(UploadRefused);
export const SuspendedTr = inTurkish(Suspended);
export const BannedTr = inTurkish(Banned);
