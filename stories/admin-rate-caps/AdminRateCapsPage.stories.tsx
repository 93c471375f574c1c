import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countAboveCap } from '@contract/admin-rate-caps/rate-cap.rules';
import type { RateCapRow } from '@contract/admin-rate-caps/rate-cap.types';
import { pathOf } from '@contract/routes';
import { rateCapRowKey, type RateCapDialog } from '@web/features/admin-rate-caps/components/rate-cap-list-config';
import { AdminRateCapsPage, type AdminRateCapsPageProps } from '@web/features/admin-rate-caps/pages/AdminRateCapsPage';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { commandIn, failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { ANADOLU, CAPS, CAPS_FOR_ANADOLU, NO_OWN_CAPS, OWN_CAP, OWN_CAPS, rateCapQuery } from './rate-cap-data';

/** The page as its view gives it: its buttons open their dialog through the URL (and the spy still hears them). */
function RateCapsWithUrl(props: AdminRateCapsPageProps) {
  const [, open] = useUrlDialog<RateCapDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (dialog: RateCapDialog, row: RateCapRow) => {
      onOpenDialog(dialog, row);
      open(dialog, { item: rateCapRowKey(row) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <AdminRateCapsPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}

const route = pathOf('adminMpRateCap');
const anadolu = `${route}?companyId=${ANADOLU}`;
const noon = CAPS.items.find((row) => row.channelGroup === 'noon')!;
/** A Noon cap that leaves some seeded companies above it. */
const LOW_CAP = noon.governedRates[Math.floor(noon.governedRates.length / 2)]!;

const meta = {
  title: 'Admin/Marketplace rate caps',
  component: RateCapsWithUrl,
  args: {
    query: rateCapQuery(),
    state: readyList(CAPS),
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onOpenDialog: fn(),
    commandOf: commandIn(),
    onCommand: fn(),
  },
  parameters: appParameters({ route }),
} satisfies Meta<AdminRateCapsPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: a cap per marketplace, the Noon channels together',
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(i18n.t('marketplaces.noon-sa'));
    await expect(rows[1]).toHaveTextContent(i18n.t('adminRateCaps.percent', { value: noon.cap }));
  },
};
export const FilledTr = inTurkish(Filled);

export const ForCompany: Story = {
  name: 'A company chosen: its rate and own cap beside staff’s',
  args: { query: rateCapQuery({ companyId: String(ANADOLU) }), state: readyList(CAPS_FOR_ANADOLU) },
  parameters: appParameters({ route: anadolu }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(`remove-own-cap-trendyol-${ANADOLU}`)).toBeVisible();
    await expect(canvas.getAllByTestId('above-cap')).toHaveLength(1);
  },
};
export const ForCompanyTr = inTurkish(ForCompany);

export const OwnCaps: Story = {
  name: 'Own caps: every company’s',
  args: { query: rateCapQuery({ tab: 'ownCaps' }), state: readyList(OWN_CAPS) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('data-row')[0]).toHaveTextContent(i18n.t('adminRateCaps.percent', { value: OWN_CAP }));
  },
};
export const Empty: Story = {
  name: 'Empty: no company has a cap of its own',
  args: { query: rateCapQuery({ tab: 'ownCaps' }), state: readyList(NO_OWN_CAPS) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminRateCaps.emptyOwnCaps'));
  },
};
export const EmptyTr = inTurkish(Empty);
export const Loading: Story = { args: { state: loadingList() } };
export const LoadingTr = inTurkish(Loading);
export const Failed: Story = {
  name: 'Error',
  args: { state: failedList(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminRateCaps.loadError'));
  },
};
export const FailedTr = inTurkish(Failed);

export const EditCap: Story = {
  name: 'Change a cap: the companies it leaves above it shown and confirmed first',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('edit-cap-noon'));
    const dialog = within(await portalDialog(canvasElement, 'dialog-editCap'));
    const cap = dialog.getByLabelText(i18n.t('adminRateCaps.fields.cap'));
    await userEvent.clear(cap);
    await userEvent.type(cap, String(LOW_CAP));
    const count = countAboveCap(noon.governedRates, LOW_CAP);
    await expect(dialog.getByTestId('cap-above-notice')).toHaveTextContent(i18n.t('adminRateCaps.edit.confirm', { count }));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('adminRateCaps.edit.confirmRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByLabelText(i18n.t('adminRateCaps.edit.confirm', { count })));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('setCap', { group: 'noon', cap: LOW_CAP }));
  },
};
export const EditCapTr: Story = { ...inTurkish(EditCap), name: 'Change a cap (Türkçe)' };

export const OwnCap: Story = {
  name: 'Own cap: below the company’s rate, said before the save',
  args: { query: rateCapQuery({ companyId: String(ANADOLU) }), state: readyList(CAPS_FOR_ANADOLU) },
  parameters: appParameters({ route: `${anadolu}&action=ownCap&item=trendyol-${ANADOLU}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-ownCap'));
    const cap = dialog.getByLabelText(i18n.t('adminRateCaps.fields.cap'));
    await userEvent.clear(cap);
    await userEvent.type(cap, '10,5');
    await expect(dialog.getByTestId('own-cap-above')).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('setOwnCap', { group: 'trendyol', companyId: ANADOLU, cap: 10.5 }));
  },
};
export const OwnCapTr: Story = { ...inTurkish(OwnCap), name: 'Own cap (Türkçe)' };

export const RemoveOwnCap: Story = {
  name: 'Remove an own cap: staff’s applies again',
  args: { query: rateCapQuery({ companyId: String(ANADOLU) }), state: readyList(CAPS_FOR_ANADOLU) },
  parameters: appParameters({ route: `${anadolu}&action=removeOwnCap&item=trendyol-${ANADOLU}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-removeOwnCap'));
    await expect(dialog.getByTestId('remove-own-cap-text')).toHaveTextContent(String(OWN_CAP));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('removeOwnCap', { group: 'trendyol', companyId: ANADOLU }));
  },
};
export const RemoveOwnCapTr = inTurkish(RemoveOwnCap);

export const Refused: Story = {
  name: 'Refused: the audit trail could not record the change',
  parameters: appParameters({ route: `${route}?action=editCap&item=hepsiburada` }),
  args: { commandOf: commandIn('setCap', { error: apiFailure('auditUnavailable') }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-editCap'));
    await expect(await dialog.findByText(i18n.t('errors.auditUnavailable'))).toBeVisible();
  },
};
export const RefusedTr = inTurkish(Refused);
