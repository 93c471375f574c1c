import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductVariantImportView } from '@web/features/imports/views/ProductVariantImportView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { BANNED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { appParameters } from '../../.storybook/story-parameters';
import { DEMO, pathOf } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { importAndWait, productVariantWorkbook } from './import-uploads';

/** /importer/excel-product-variant in the shell against the BFF in the page, signed in as Ayşe. */
const route = pathOf('importProductVariant');
/** A marketplace category name the world's crossings hold (Hepsiburada and Trendyol name shirts so). */
const TEMPLATE_SEARCH = 'Gömlek';
/** Ayşe without starred pages: the bookmark bar is not what these stories show, and each star is one more call. */
const SELLER = { email: DEMO.seller, starred: [] };
const meta = {
  title: 'Imports/Product and variant import (through the BFF)',
  render: () => (
    <InMainLayout>
      <ProductVariantImportView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SELLER, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (search: string, scenario: MockScenario = 'default') => appParameters({ session: SELLER, route: `${route}${search}`, bff: { scenario } });
const errorsList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('list-importErrors', {}, LONG));

/** The finder's search in the URL: its crossed categories, each with its template. */
export const TemplateSearch: Story = {
  name: 'Import tab: category templates of a search (BFF)',
  parameters: at(`?search=${encodeURIComponent(TEMPLATE_SEARCH)}`),
  play: async ({ canvasElement }) => {
    const table = await settledTable(canvasElement, 'template-finder');
    const rows = within(table).getAllByTestId('data-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows[0]).toHaveTextContent(TEMPLATE_SEARCH);
    await expect(within(rows[0]!).getByTestId('template-category-download').getAttribute('href')).toMatch(
      /^\/api\/imports\/templates\/product-variant\/\d+\?lang=(en|tr)$/,
    );
  },
};

export const TemplateNoMatch: Story = {
  name: 'Import tab: no category matches (BFF)',
  parameters: at('?search=zzzzqq'),
  play: async ({ canvasElement }) => {
    const finder = within(await within(canvasElement).findByTestId('template-finder', {}, LONG));
    await expect(await finder.findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

/** An import with two bad rows made before the screen opens: the Import Errors tab lists them; a click opens one. */
export const ErrorsAfterImport: Story = {
  name: 'Import Errors tab after an import, sidebar open (BFF)',
  parameters: at('?tab=errors'),
  beforeEach: async () => {
    await importAndWait('productVariant', await productVariantWorkbook());
  },
  play: async ({ canvasElement }) => {
    const table = await settledTable(canvasElement, 'list-importErrors');
    const rows = within(table).getAllByTestId('data-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(i18n.t('imports.reasons.inColumn', { column: 'Price', reason: '' }).trim());
    await userEvent.click(within(rows[1]!).getAllByTestId('import-reason')[0]!);
    const sidebar = within(canvasElement).getByTestId('error-row-sidebar');
    await waitFor(() => expect(sidebar).toBeVisible(), LONG);
    await expect(within(sidebar).getByTestId('error-row-companyId')).toHaveTextContent(/\d+/);
    await expect(within(sidebar).getByTestId('error-row-sku')).toHaveTextContent(rows[1]!.querySelector('code')?.textContent ?? '—');
    await userEvent.click(within(sidebar).getByTestId('error-row-close'));
    await waitFor(() => expect(sidebar).not.toBeVisible(), LONG);
  },
};

export const ErrorsEmpty: Story = {
  name: 'Import Errors tab: nothing refused (BFF)',
  parameters: at('?tab=errors'),
  play: async ({ canvasElement }) => {
    await expect(await (await errorsList(canvasElement)).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('imports.errors.none'));
  },
};

export const ErrorsFailed: Story = {
  name: 'Import Errors tab: error (BFF errors)',
  parameters: at('?tab=errors', 'errors'),
  play: async ({ canvasElement }) => {
    await expect(await (await errorsList(canvasElement)).findByTestId('list-error', {}, LONG)).toHaveTextContent(i18n.t('imports.errors.loadError'));
  },
};

export const Banned: Story = {
  name: 'Imports banned (BFF)',
  parameters: appParameters({ session: { email: DEMO.admin, actingAsCompanyId: BANNED_IMPORT_COMPANY_ID, starred: [] }, route }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('import-state-alert', {}, LONG)).toHaveTextContent(i18n.t('errors.importBanned'));
    await expect(canvas.getByTestId('upload-submit')).toBeDisabled();
  },
};

/** A marketplace category name typed into the finder: its crossed categories, each with its template. */
export const TemplateSearchTyped: Story = {
  name: 'Import tab: find a category template by typing (BFF)',
  play: async ({ canvasElement }) => {
    const finder = within(await within(canvasElement).findByTestId('template-finder', {}, LONG));
    await userEvent.type(finder.getByLabelText(i18n.t('imports.templates.search')), TEMPLATE_SEARCH);
    await userEvent.click(finder.getByTestId('template-search-submit'));
    const table = await settledTable(canvasElement, 'template-finder');
    const rows = within(table).getAllByTestId('data-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows[0]).toHaveTextContent(TEMPLATE_SEARCH);
    await expect(within(rows[0]!).getByTestId('template-category-download').getAttribute('href')).toMatch(
      /^\/api\/imports\/templates\/product-variant\/\d+\?lang=(en|tr)$/,
    );
  },
};

export const TemplateSearchTr = inTurkish(TemplateSearch);
export const TemplateSearchTypedTr = inTurkish(TemplateSearchTyped);
export const TemplateNoMatchTr = inTurkish(TemplateNoMatch);
export const ErrorsAfterImportTr = inTurkish(ErrorsAfterImport);
export const ErrorsEmptyTr = inTurkish(ErrorsEmpty);
export const ErrorsFailedTr = inTurkish(ErrorsFailed);
export const BannedTr = inTurkish(Banned);
