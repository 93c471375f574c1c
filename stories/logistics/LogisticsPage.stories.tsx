import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nameIn } from '@contract/localized-name';
import { earliestHolidayStart } from '@contract/logistics/holiday.rules';
import { pathOf } from '@contract/routes';
import type { HolidayDialog } from '@web/features/logistics/components/holiday-list-config';
import { LogisticsPage, type LogisticsPageProps } from '@web/features/logistics/pages/LogisticsPage';
import { countryNames } from '@web/components/country-names';
import { i18n, languageOf } from '@web/lib/i18n';
import { formatDate } from '@web/lib/format';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPageHandlers } from '../support/list-states';
import { commandIn, failedDetail, failedList, loadingDetail, loadingList, readyDetail, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { EAD, eadQuery, HOLIDAYS, holidayQuery, NO_EAD, NO_HOLIDAYS, PROFILE, PROFILE_MISSING, STORY_TODAY } from './logistics-data';

/** The page as its view gives it: the holiday buttons open their dialog through the URL (and the spy still hears them). */
function LogisticsWithUrl(props: LogisticsPageProps) {
  const [, open] = useUrlDialog<HolidayDialog>();
  const { onOpenDialog } = props.holidays;
  const openDialog = useCallback(
    (name: HolidayDialog, id?: number) => {
      onOpenDialog(name, id);
      open(name, id === undefined ? {} : { item: String(id) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <LogisticsPage {...props} holidays={{ ...props.holidays, onOpenDialog: openDialog }} />
    </Padded>
  );
}

const route = pathOf('logistics');
const [first] = HOLIDAYS.items;
const holidays = (overrides: Partial<LogisticsPageProps['holidays']> = {}): LogisticsPageProps['holidays'] => ({
  ...listPageHandlers(),
  query: holidayQuery,
  state: readyList(HOLIDAYS),
  today: STORY_TODAY,
  onExport: fn(),
  onOpenDialog: fn(),
  commandOf: commandIn(),
  onCommand: fn(),
  ...overrides,
});
const ead = (overrides: Partial<LogisticsPageProps['ead']> = {}): LogisticsPageProps['ead'] => ({
  ...listPageHandlers(),
  query: eadQuery,
  state: readyList(EAD),
  onExport: fn(),
  ...overrides,
});

const meta = {
  title: 'Logistics/Logistics page',
  component: LogisticsWithUrl,
  args: {
    section: 'holidays',
    onSectionChange: fn(),
    profile: readyDetail(PROFILE, 0),
    onProfileRetry: fn(),
    holidays: holidays(),
    ead: ead(),
  },
  parameters: appParameters({ route }),
} satisfies Meta<LogisticsPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (dialog: ReturnType<typeof within>, key: string) => dialog.getByLabelText(i18n.t(`logistics.holidays.fields.${key}`));

export const Holidays: Story = {
  name: 'Holidays: the company’s own, with edit and delete',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(HOLIDAYS.items.length);
    await expect(rows[0]).toHaveTextContent(nameIn(first!.name, languageOf(i18n)));
    await expect(canvas.getByRole('tab', { name: i18n.t('logistics.sections.holidays') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('logistics.sections.ead') }));
    await expect(args.onSectionChange).toHaveBeenCalledWith('ead');
  },
};

export const Create: Story = {
  name: 'New holiday: a start too soon is refused with the rule, what was typed stays',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('toolbar-create'));
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    const earliest = earliestHolidayStart(STORY_TODAY);
    await expect(dialog.getByText(i18n.t('logistics.holidays.startHint', { date: formatDate(earliest, i18n.language === 'tr' ? 'tr' : 'en') }))).toBeVisible();
    await userEvent.type(field(dialog, 'name'), 'Stock count');
    await userEvent.type(field(dialog, 'start'), STORY_TODAY);
    await userEvent.type(field(dialog, 'end'), earliest);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('logistics.holidays.validation.startTooSoon'))).toBeVisible();
    await expect(field(dialog, 'name')).toHaveValue('Stock count');
    await expect(field(dialog, 'start')).toHaveValue(formatDate(STORY_TODAY, languageOf(i18n)));
    await expect(args.holidays.onCommand).not.toHaveBeenCalled();
  },
};

export const CreateValid: Story = {
  name: 'New holiday: every field filled, the start two days ahead, saved',
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    const earliest = earliestHolidayStart(STORY_TODAY);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('logistics.holidays.validation.nameRequired'))).toBeVisible();
    await userEvent.type(field(dialog, 'name'), 'Stock count');
    const saudi = countryNames(languageOf(i18n)).nameOf('SA');
    await userEvent.clear(field(dialog, 'country'));
    await userEvent.type(field(dialog, 'country'), saudi);
    await userEvent.click(dialog.getByRole('option', { name: saudi }));
    await userEvent.type(field(dialog, 'start'), earliest);
    await userEvent.type(field(dialog, 'end'), earliest);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.holidays.onCommand).toHaveBeenCalledWith('create', { name: 'Stock count', country: 'SA', start: earliest, end: earliest });
  },
};

export const CreateRefused: Story = {
  name: 'New holiday: the server refused it, the form keeps its values',
  args: {
    holidays: holidays({
      commandOf: commandIn('create', { error: { ...apiFailure('validation'), fields: { start: 'logistics.holidays.validation.startTooSoon' } } }),
    }),
  },
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await expect(await dialog.findByText(i18n.t('logistics.holidays.validation.startTooSoon'))).toBeVisible();
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.validation'));
    await expect(field(dialog, 'country')).toHaveValue(countryNames(languageOf(i18n)).nameOf(PROFILE.originCountry));
  },
};

export const Edit: Story = {
  name: 'Edit holiday: opened from its row with its values',
  parameters: appParameters({ route: `${route}?action=edit&item=${first!.id}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(field(dialog, 'name')).toHaveValue(nameIn(first!.name, languageOf(i18n)));
    await expect(field(dialog, 'start')).toHaveValue(formatDate(first!.start, languageOf(i18n)));
    await expect(field(dialog, 'end')).toHaveValue(formatDate(first!.end, languageOf(i18n)));
  },
};

export const Delete: Story = {
  name: 'Delete holiday: asks first, naming it',
  parameters: appParameters({ route: `${route}?action=delete&item=${first!.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByTestId('holiday-delete-question')).toHaveTextContent(nameIn(first!.name, languageOf(i18n)));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.holidays.onCommand).toHaveBeenCalledWith('remove', first!.id);
  },
};

export const HolidaysEmpty: Story = {
  name: 'Holidays: empty',
  args: { holidays: holidays({ state: readyList(NO_HOLIDAYS) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('logistics.holidays.empty'));
  },
};

export const HolidaysLoading: Story = {
  name: 'Holidays: loading',
  args: { holidays: holidays({ state: loadingList() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

export const HolidaysFailed: Story = {
  name: 'Holidays: error (with Retry)',
  args: { holidays: holidays({ state: failedList(apiFailure('downstreamUnavailable')) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-error')).toHaveTextContent(i18n.t('logistics.holidays.loadError'));
    await userEvent.click(canvas.getByTestId('list-retry'));
    await expect(args.holidays.onRetry).toHaveBeenCalledOnce();
  },
};

export const Ead: Story = {
  name: 'EAD: the lanes from and to the company’s country, with filters and export',
  args: { section: 'ead' },
  parameters: appParameters({ route: `${route}?section=ead` }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(EAD.total, eadQuery.pageSize));
    await expect(canvas.getByTestId('filter-bar')).toBeVisible();
    await userEvent.click(canvas.getByTestId('toolbar-export'));
    await expect(args.ead.onExport).toHaveBeenCalledOnce();
  },
};

export const EadEmpty: Story = {
  name: 'EAD: no lane matches',
  args: { section: 'ead', ead: ead({ state: readyList(NO_EAD) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('logistics.ead.empty'));
  },
};

export const EadLoading: Story = {
  name: 'EAD: loading',
  args: { section: 'ead', ead: ead({ state: loadingList() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

export const EadFailed: Story = {
  name: 'EAD: error',
  args: { section: 'ead', ead: ead({ state: failedList(apiFailure('downstreamUnavailable')) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('logistics.ead.loadError'));
  },
};

export const Shipping: Story = {
  name: 'Hepsijet and customs: what staff set up and whom to ask',
  args: { section: 'shipping' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('hepsijet-state')).toHaveTextContent(
      i18n.t(`logistics.shipping.hepsijet.${PROFILE.hepsijet.enabled ? 'enabled' : 'disabled'}`),
    );
    await expect(canvas.getByTestId('customs-state')).toHaveTextContent(i18n.t(`logistics.shipping.customs.status.${PROFILE.customsDeclaration.status}`));
    await expect(canvas.getByTestId('logistics-who-to-ask')).toHaveTextContent(i18n.t('logistics.shipping.whoToAsk'));
  },
};

export const ShippingMissing: Story = {
  name: 'Hepsijet and customs: no declaration on file',
  args: { section: 'shipping', profile: readyDetail(PROFILE_MISSING, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('customs-card')).toHaveTextContent(i18n.t('logistics.shipping.customs.text.missing'));
  },
};

export const ShippingLoading: Story = {
  name: 'Hepsijet and customs: loading',
  args: { section: 'shipping', profile: loadingDetail() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const ShippingFailed: Story = {
  name: 'Hepsijet and customs: error (with Retry)',
  args: { section: 'shipping', profile: failedDetail(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('logistics.shipping.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onProfileRetry).toHaveBeenCalledOnce();
  },
};

export const HolidaysTr = inTurkish(Holidays);
export const CreateTr = inTurkish(Create);
export const CreateValidTr = inTurkish(CreateValid);
export const CreateRefusedTr = inTurkish(CreateRefused);
export const DeleteTr = inTurkish(Delete);
export const HolidaysEmptyTr = inTurkish(HolidaysEmpty);
export const HolidaysLoadingTr = inTurkish(HolidaysLoading);
export const HolidaysFailedTr = inTurkish(HolidaysFailed);
export const EadTr = inTurkish(Ead);
export const EadEmptyTr = inTurkish(EadEmpty);
export const ShippingTr = inTurkish(Shipping);
export const ShippingFailedTr = inTurkish(ShippingFailed);
