import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminLogisticsPage } from '@web/features/admin-logistics/pages/AdminLogisticsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn, failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { companiesPage, companyQuery, eadPage, eadQuery, ETGB_UPLOADS, holidayQuery, holidaysPage } from './admin-logistics-data';
import { handlers, LogisticsPageWithUrl, pageArgs } from './admin-logistics-args';

const route = pathOf('adminLogistics');
const lanes = eadPage(eadQuery());
const lane = lanes.items[0]!;

const meta = {
  title: 'Admin/Logistics tools',
  component: AdminLogisticsPage,
  args: pageArgs(),
  parameters: appParameters({ route }),
  render: LogisticsPageWithUrl,
} satisfies Meta<typeof AdminLogisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'EAD: every lane, each with its edit button',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(lanes.items.length);
    await expect(canvas.getByTestId('logistics-view-ead')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(canvas.getAllByTestId('data-row')[0]!).getByRole('button'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('editEad', lane.id);
  },
};
export const FilledTr = inTurkish(Filled);

export const Loading: Story = { args: pageArgs({ ead: { query: eadQuery(), state: loadingList(), ...handlers() } }) };
export const Empty: Story = {
  args: pageArgs({ ead: { query: eadQuery({ origin: 'US' }), state: readyList({ ...lanes, items: [], total: 0, tabCounts: { all: 0 } }), ...handlers() } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('logistics.ead.empty'));
  },
};
export const Failed: Story = {
  name: 'Error',
  args: pageArgs({ ead: { query: eadQuery(), state: failedList(apiFailure('downstreamUnavailable')), ...handlers() } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('logistics.ead.loadError'));
  },
};
export const FailedTr = inTurkish(Failed);

export const EditLane: Story = {
  name: 'Edit a lane: the days are checked, then saved',
  args: pageArgs({ eadRow: lane }),
  parameters: appParameters({ route: `${route}?action=editEad&item=${lane.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-editEad'));
    const days = dialog.getByLabelText(i18n.t('logistics.ead.columns.estimatedDays'));
    await expect(days).toHaveValue(String(lane.estimatedDays));
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.atLeastOne'))).toBeVisible());
    await userEvent.clear(days);
    await userEvent.type(days, '9');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onSaveEad).toHaveBeenCalledWith(lane.id, { estimatedDays: 9, saturday: lane.saturday }));
  },
};
export const EditLaneTr = inTurkish(EditLane);

export const EditRefused: Story = {
  name: 'Edit refused by the server: its reason shows in the dialog',
  args: pageArgs({ eadRow: lane, commandOf: commandIn('save', { error: apiFailure('auditUnavailable') }) }),
  parameters: appParameters({ route: `${route}?action=editEad&item=${lane.id}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-editEad'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(i18n.t('errors.auditUnavailable'));
  },
};

const holidays = holidaysPage(holidayQuery());
export const Holidays: Story = {
  name: 'Holidays: every company’s, upcoming first',
  args: pageArgs({ view: 'holidays' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-count-upcoming')).toHaveTextContent(formatNumber(holidays.tabCounts.upcoming));
    await expect(canvas.getAllByTestId('data-row')[0]).toHaveTextContent(holidays.items[0]!.companyName);
  },
};
export const HolidaysTr = inTurkish(Holidays);
export const HolidaysEmpty: Story = {
  name: 'Holidays: none match',
  args: pageArgs({
    view: 'holidays',
    holidays: { query: holidayQuery({ country: 'IS' }), state: readyList({ ...holidays, items: [], total: 0 }), ...handlers() },
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminLogistics.holidays.empty'));
  },
};

const companies = companiesPage(companyQuery());
const ticked = companies.items.slice(0, 2).map((row) => String(row.companyId));
export const Hepsijet: Story = {
  name: 'Hepsijet: companies ticked, the bulk action asks first',
  args: pageArgs({ view: 'hepsijet', selected: ticked }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent(i18n.t('list.bulk.selected', { count: 2 }));
    await userEvent.click(canvas.getByTestId('bulk-hepsijetOn'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('hepsijetOn', undefined);
    const dialog = within(await portalDialog(canvasElement, 'dialog-hepsijetOn'));
    await expect(dialog.getByTestId('hepsijetOn-confirm')).toHaveTextContent(i18n.t('adminLogistics.hepsijet.onText', { count: 2 }));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onHepsijet).toHaveBeenCalledWith(true));
  },
};
export const HepsijetTr = inTurkish(Hepsijet);
export const HepsijetFailed: Story = {
  name: 'Hepsijet: the list could not be loaded',
  args: pageArgs({ view: 'hepsijet', companies: { query: companyQuery(), state: failedList(apiFailure('downstreamUnavailable')), ...handlers() } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminLogistics.loadError'));
  },
};

export const EtgbIdle: Story = {
  name: 'ETGB file: the template and the upload; no file chosen is said',
  args: pageArgs({ view: 'etgb' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('etgb-template')).toHaveAttribute('href', '/api/admin/logistics/etgb-template?lang=en');
    await userEvent.click(canvas.getByTestId('etgb-file-submit'));
    await expect(canvas.getByText(i18n.t('staffImport.fileRequired'))).toBeVisible();
    await expect(args.onSendFile).not.toHaveBeenCalled();
  },
};
export const EtgbIdleTr = inTurkish(EtgbIdle);
export const EtgbRunning: Story = {
  name: 'ETGB file: applying rows',
  args: pageArgs({ view: 'etgb', upload: ETGB_UPLOADS.running }),
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByTestId('etgb-file-progress');
    await expect(progress).toHaveAttribute('aria-label', i18n.t('staffImport.progress', { done: 40, total: 120 }));
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
  },
};
export const EtgbWarning: Story = {
  name: 'ETGB file: an unmatched package, with the error file in both languages',
  args: pageArgs({ view: 'etgb', upload: ETGB_UPLOADS.warning }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('etgb-file-outcome')).toHaveAttribute('data-status', 'warning');
    await expect(canvas.getByTestId('etgb-file-rows')).toHaveTextContent(i18n.t('imports.reasons.packageUnknown', { packageId: 1003999999 }));
    await expect(canvas.getByTestId('etgb-error-file')).toHaveAttribute('download', 'etgb-errors.xlsx');
    await expect(canvas.getByTestId('etgb-error-file-other')).toBeVisible();
  },
};
export const EtgbWarningTr = inTurkish(EtgbWarning);
export const EtgbDone: Story = {
  name: 'ETGB file: every row matched',
  args: pageArgs({ view: 'etgb', upload: ETGB_UPLOADS.done }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('etgb-file-outcome')).toHaveTextContent(i18n.t('staffImport.done', { rows: 120 }));
  },
};
