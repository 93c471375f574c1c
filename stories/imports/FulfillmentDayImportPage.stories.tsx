import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import { FulfillmentDayImportPage } from '@web/features/imports/pages/FulfillmentDayImportPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { TURKISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import {
  blockedStory,
  failedList,
  failedSettings,
  loadingList,
  loadingSettings,
  noImports,
  readyList,
  recentImportsOf,
  settingsIn,
  UPLOAD_IDLE,
  uploadRefused,
} from './import-data';
import { errorsTabArgs } from './resend-stories';

const recent = recentImportsOf('fulfillmentDayImport', 'fd');

const meta = {
  title: 'Imports/Fulfillment day import',
  component: FulfillmentDayImportPage,
  args: {
    settings: settingsIn(),
    upload: UPLOAD_IDLE,
    recent: readyList(recent),
    onUpload: fn(),
    onFileChosen: fn(),
    onSettingsRetry: fn(),
    onRecentRetry: fn(),
    tab: 'import',
    onTabChange: fn(),
    errors: errorsTabArgs(parseImportErrorQuery({ kind: 'fulfillmentDay' }), []),
  },
  render: (args) => (
    <Padded>
      <FulfillmentDayImportPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof FulfillmentDayImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const inRecent = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('recent-imports'));

export const Filled: Story = {
  name: 'Filled (template, limits, recent imports)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('template-download')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/imports\/templates\/fulfillment-day\?lang=(en|tr)$/),
    );
    await expect(canvas.getByTestId('limit-fileSize')).toHaveTextContent(i18n.t('imports.limits.fileSize', { size: 9 }));
    await expect(canvas.queryByTestId('limit-maxPrice')).toBeNull();
    const rows = inRecent(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(recent.items.length);
    await expect(rows[0]).toHaveTextContent(i18n.t('imports.recent.progress', { done: formatNumber(1_000), total: formatNumber(2_400) }));
    await expect(within(rows[1]!).getByTestId('recent-file')).toHaveAttribute('href', '/api/transactions/fd-2/file');
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { settings: loadingSettings(), recent: loadingList() },
  play: async ({ canvasElement }) => {
    await expect(inRecent(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (no imports yet)',
  args: { recent: readyList(noImports()) },
  play: async ({ canvasElement }) => {
    await expect(inRecent(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('imports.recent.none'));
  },
};

export const Failed: Story = {
  name: 'Error (settings and recent imports, with Retry)',
  args: { settings: failedSettings(apiFailure('downstreamUnavailable')), recent: failedList(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('import-settings-error')).toHaveTextContent(i18n.t('imports.settings.loadError'));
    await userEvent.click(canvas.getByTestId('import-settings-retry'));
    await expect(args.onSettingsRetry).toHaveBeenCalledOnce();
    await expect(inRecent(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('imports.recent.loadError'));
  },
};

export const Suspended: Story = blockedStory('suspended');
export const Banned: Story = blockedStory('banned');

export const UploadRefused: Story = {
  name: 'Upload refused (workbook unreadable)',
  args: { upload: uploadRefused('workbookUnreadable') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.workbookUnreadable'));
  },
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SuspendedTr = inTurkish(Suspended);
export const BannedTr = inTurkish(Banned);
export const UploadRefusedTr = inTurkish(UploadRefused);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
