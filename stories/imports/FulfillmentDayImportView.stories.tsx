import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FulfillmentDayImportView } from '@web/features/imports/views/FulfillmentDayImportView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { appParameters } from '../../.storybook/story-parameters';
import { DEMO, pathOf } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { fulfillmentDayWorkbook, importAndWait, textNamedXlsx } from './import-uploads';

/** /importer/fulfillment-day-import in the shell against the BFF in the page, signed in as Ayşe. */
const route = pathOf('importFulfillmentDay');
/** Ayşe without starred pages: the bookmark bar is not what these stories show, and each star is one more call. */
const SELLER = { email: DEMO.seller, starred: [] };
const meta = {
  title: 'Imports/Fulfillment day import (through the BFF)',
  render: () => (
    <InMainLayout>
      <FulfillmentDayImportView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SELLER, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario) => appParameters({ session: SELLER, route, bff: { scenario, slowMs: 3000 } });
const recent = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('recent-imports', {}, LONG));

/** One import made before the screen opens: the panel lists it, done, with its file and its detail. */
export const AfterImport: Story = {
  name: 'Filled after an import (BFF)',
  beforeEach: async () => {
    await importAndWait('fulfillmentDay', await fulfillmentDayWorkbook());
  },
  play: async ({ canvasElement }) => {
    const panel = await recent(canvasElement);
    const row = await panel.findByTestId('data-row', {}, LONG);
    await expect(row).toHaveTextContent(i18n.t('transactions.status.done'));
    await expect(within(row).getByTestId('recent-file')).toHaveTextContent('hazirlik-suresi.xlsx');
    await expect(within(row).getByTestId('recent-detail').getAttribute('href')).toMatch(/^\/reports\/transactions\?transaction=/);
  },
};

export const Empty: Story = {
  name: 'No imports yet (BFF)',
  play: async ({ canvasElement }) => {
    await expect(await (await recent(canvasElement)).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('imports.recent.none'));
    await expect(within(canvasElement).getByTestId('template-download')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/imports\/templates\/fulfillment-day\?lang=(en|tr)$/),
    );
  },
};

export const Failed: Story = {
  name: 'Error (BFF errors)',
  parameters: inScenario('errors'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('import-settings-error', {}, LONG)).toHaveTextContent(i18n.t('imports.settings.loadError'));
    await expect(await (await recent(canvasElement)).findByTestId('list-error', {}, LONG)).toHaveTextContent(i18n.t('imports.recent.loadError'));
  },
};

export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: inScenario('slow'),
  play: async ({ canvasElement }) => {
    await expect(await (await recent(canvasElement)).findByTestId('list-loading', {}, LONG)).toBeVisible();
  },
};

/** Chosen through the card: the browser's check refuses a text file, a real workbook goes and shows up in the panel. */
export const UploadThroughTheCard: Story = {
  name: 'A refused file, then an accepted one (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByTestId('upload-file', {}, LONG);
    await userEvent.upload(input, textNamedXlsx());
    await expect(await canvas.findByTestId('upload-problem')).toHaveTextContent(i18n.t('errors.notAWorkbook'));
    await userEvent.upload(input, await fulfillmentDayWorkbook());
    await waitFor(() => expect(canvas.getByTestId('upload-submit')).toBeEnabled());
    await userEvent.click(canvas.getByTestId('upload-submit'));
    const notice = await within(canvasElement.ownerDocument.body).findByText(i18n.t('imports.upload.started'), { exact: false }, LONG);
    await waitFor(() => expect(notice).toBeVisible(), LONG);
    const panel = await recent(canvasElement);
    await waitFor(() => expect(panel.getByTestId('recent-status')).toHaveTextContent(i18n.t('transactions.status.done')), LONG);
  },
};

export const Suspended: Story = {
  name: 'Imports suspended (BFF)',
  parameters: appParameters({ session: { email: DEMO.admin, actingAsCompanyId: SUSPENDED_IMPORT_COMPANY_ID, starred: [] }, route }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('import-state-alert', {}, LONG)).toHaveTextContent(i18n.t('errors.importSuspended'));
    await expect(canvas.getByTestId('upload-file')).toBeDisabled();
  },
};

export const AfterImportTr = inTurkish(AfterImport);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const UploadThroughTheCardTr = inTurkish(UploadThroughTheCard);
export const SuspendedTr = inTurkish(Suspended);
