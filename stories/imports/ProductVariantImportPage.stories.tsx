import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseImportErrorQuery, type TemplateCategory } from '@contract/imports/import.api';
import type { ImportRowError } from '@contract/imports/import.types';
import { rowParamOf } from '@web/features/imports/error-row';
import { ProductVariantImportPage, type ProductVariantImportPageProps } from '@web/features/imports/pages/ProductVariantImportPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import {
  blockedStory,
  failedList,
  loadingList,
  PRODUCT_IMPORT_ID,
  readyList,
  recentImportsOf,
  refusedPage,
  refusedRows,
  settingsIn,
  TEMPLATE_SEARCH,
  templatePage,
  UPLOAD_IDLE,
  uploadRefused,
} from './import-data';
import { errorsTabArgs } from './resend-stories';
import { reasonLanguageOf, reasonParamsIn } from '@contract/imports/reason-text';

const templates = templatePage(TEMPLATE_SEARCH);
const rows = refusedRows();
const errorsOf = (overrides: Partial<ProductVariantImportPageProps['errors']> = {}): ProductVariantImportPageProps['errors'] =>
  errorsTabArgs(parseImportErrorQuery({}), rows, overrides);
const finderOf = (search: string | undefined, state = readyList<TemplateCategory, never>(templates)): ProductVariantImportPageProps['finder'] => ({
  query: { search },
  state,
  onSearch: fn(),
  onRetry: fn(),
});

const meta = {
  title: 'Imports/Product and variant import',
  component: ProductVariantImportPage,
  args: {
    settings: settingsIn(),
    upload: UPLOAD_IDLE,
    recent: readyList(recentImportsOf('productVariantImport', 'pv')),
    tab: 'import',
    onTabChange: fn(),
    finder: finderOf(TEMPLATE_SEARCH),
    errors: errorsOf(),
    onUpload: fn(),
    onFileChosen: fn(),
    onSettingsRetry: fn(),
    onRecentRetry: fn(),
  },
  render: (args) => (
    <Padded>
      <ProductVariantImportPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof ProductVariantImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const inFinder = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('template-finder'));
const inErrors = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('list-importErrors'));

export const ImportTab: Story = {
  name: 'Import tab: templates found by a marketplace category name',
  play: async ({ canvasElement, args }) => {
    const found = inFinder(canvasElement).getAllByTestId('data-row');
    await expect(found).toHaveLength(templates.items.length);
    await expect(found[0]).toHaveTextContent(templates.items[0]!.marketplaceCategoryName);
    await expect(within(found[0]!).getByTestId('template-category-download')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/api/imports/templates/product-variant/${templates.items[0]!.categoryId}\\?lang=(en|tr)$`)),
    );
    await expect(within(canvasElement).getByTestId('limit-measures')).toBeVisible();
    await userEvent.click(within(canvasElement).getByTestId('import-tab-errors'));
    await expect(args.onTabChange).toHaveBeenCalledWith('errors');
  },
};

export const TemplateSearchTooShort: Story = {
  name: 'Import tab: a search too short is refused',
  args: { finder: finderOf(undefined) },
  play: async ({ canvasElement, args }) => {
    const finder = inFinder(canvasElement);
    await userEvent.type(finder.getByLabelText(i18n.t('imports.templates.search')), 'gö');
    await userEvent.click(finder.getByTestId('template-search-submit'));
    await expect(await finder.findByText(i18n.t('validation.searchTooShort'))).toBeVisible();
    await expect(args.finder.onSearch).not.toHaveBeenCalled();
  },
};

export const TemplateNoMatch: Story = {
  name: 'Import tab: no category matches',
  args: { finder: finderOf('zzzz', readyList(templatePage('zzzz'))) },
  play: async ({ canvasElement }) => {
    await expect(inFinder(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const UploadRefused: Story = {
  name: 'Import tab: upload refused (workbook unsafe)',
  args: { upload: uploadRefused('workbookUnsafe') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.workbookUnsafe'));
  },
};

export const ErrorsTab: Story = {
  name: 'Import Errors tab: refused rows with their reasons',
  args: { tab: 'errors' },
  play: async ({ canvasElement, args }) => {
    const listed = inErrors(canvasElement).getAllByTestId('data-row');
    await expect(listed).toHaveLength(rows.length);
    const first = rows[0]!;
    const reason = first.reasons[0]!;
    await expect(listed[0]).toHaveTextContent(
      i18n.t('imports.reasons.inColumn', {
        column: reason.column,
        reason: i18n.t(reason.code, reasonParamsIn(reasonLanguageOf(i18n.language), reason.params)),
      }),
    );
    await userEvent.click(within(listed[0]!).getByText(first.sku!));
    await expect(args.errors.onRowOpen).toHaveBeenCalledWith(rowParamOf(first));
  },
};

/** The URL names a row: the sidebar shows it. */
export const ErrorsSidebar: Story = {
  name: 'Import Errors tab: the sidebar of a row',
  args: { tab: 'errors', errors: errorsOf({ selectedRow: rowParamOf(rows[0]!), query: parseImportErrorQuery({ transactionId: PRODUCT_IMPORT_ID }) }) },
  play: async ({ canvasElement }) => {
    const row: ImportRowError = rows[0]!;
    const sidebar = within(canvasElement).getByTestId('error-row-sidebar');
    await waitFor(() => expect(sidebar).toBeVisible());
    await expect(within(sidebar).getByTestId('error-row-productId')).toHaveTextContent(String(row.productId));
    await expect(within(sidebar).getByTestId('error-row-productName')).toHaveTextContent(row.productName!);
    await expect(within(sidebar).getByTestId('error-row-sku')).toHaveTextContent(row.sku!);
    await expect(within(sidebar).getByTestId('error-row-companyId')).toHaveTextContent(String(row.companyId));
    await expect(within(sidebar).getByTestId('error-row-syncSku')).toHaveTextContent(row.syncSku!);
    await expect(within(sidebar).getByTestId('error-row-error-file')).toHaveAttribute(
      'href',
      `/api/transactions/${PRODUCT_IMPORT_ID}/import-error-file?lang=${reasonLanguageOf(i18n.language)}`,
    );
    await expect(within(canvasElement).getByTestId('import-error-file')).toHaveAttribute(
      'href',
      `/api/transactions/${PRODUCT_IMPORT_ID}/import-error-file?lang=${reasonLanguageOf(i18n.language)}`,
    );
  },
};

export const ErrorsEmpty: Story = {
  name: 'Import Errors tab: no row refused',
  args: { tab: 'errors', errors: errorsOf({ state: readyList(refusedPage([])) }) },
  play: async ({ canvasElement }) => {
    await expect(inErrors(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('imports.errors.none'));
  },
};

export const ErrorsLoading: Story = {
  name: 'Import Errors tab: loading',
  args: { tab: 'errors', errors: errorsOf({ state: loadingList() }) },
  play: async ({ canvasElement }) => {
    await expect(inErrors(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

export const ErrorsFailed: Story = {
  name: 'Import Errors tab: error (with Retry)',
  args: { tab: 'errors', errors: errorsOf({ state: failedList(apiFailure('downstreamUnavailable')) }) },
  play: async ({ canvasElement, args }) => {
    await expect(inErrors(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('imports.errors.loadError'));
    await userEvent.click(inErrors(canvasElement).getByTestId('list-retry'));
    await expect(args.errors.onRetry).toHaveBeenCalledOnce();
  },
};

export const Suspended: Story = blockedStory('suspended');
export const Banned: Story = blockedStory('banned');

export const ImportTabTr = inTurkish(ImportTab);
export const TemplateSearchTooShortTr = inTurkish(TemplateSearchTooShort);
export const UploadRefusedTr = inTurkish(UploadRefused);
export const ErrorsTabTr = inTurkish(ErrorsTab);
export const ErrorsSidebarTr = inTurkish(ErrorsSidebar);
export const ErrorsEmptyTr = inTurkish(ErrorsEmpty);
export const ErrorsFailedTr = inTurkish(ErrorsFailed);
export const SuspendedTr = inTurkish(Suspended);
export const BannedTr = inTurkish(Banned);
export const ErrorsSidebarDark: Story = { ...ErrorsSidebar, name: 'Import Errors sidebar, English dark', globals: ENGLISH_DARK };
