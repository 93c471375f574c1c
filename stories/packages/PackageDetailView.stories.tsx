import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { PackageDetailView } from '@web/features/packages/views/PackageDetailView';
import { PackagesListView } from '@web/features/packages/views/PackagesListView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { TURKISH_DARK } from '../support/globals';
import { PACKAGES } from '../support/order-data';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { packageRoute } from './package-detail-args';
import { LONG } from '../support/waits';

/** /packages/:packageId in the shell: view, store and sagas against the BFF in the page. Deleting leads back to /packages. */
const meta = {
  title: 'Packages/Package detail (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: routeById('packageDetail')?.path ?? '', element: <PackageDetailView /> },
        { path: pathOf('packages'), element: <PackagesListView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: packageRoute('packaged') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const notices = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const inScenario = (scenario: MockScenario, testId: string, textKey?: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: packageRoute('packaged'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = { ...inScenario('default', 'detail-screen'), name: 'Filled (BFF default)' };
export const NotFound: Story = { ...inScenario('empty', 'detail-not-found', 'errors.notFound'), name: 'Not found (BFF empty)' };
export const Failed: Story = { ...inScenario('errors', 'detail-error', 'packages.loadError'), name: 'Error (BFF errors)' };
export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({
    session: { email: SESSIONS.seller.email, starred: [] },
    route: packageRoute('packaged'),
    bff: { scenario: 'slow', slowMs: 3000 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

export const Shipped: Story = {
  name: 'Shipped: re-create disabled (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: packageRoute('shipped') }),
  play: async ({ canvasElement }) => {
    const reason = await within(canvasElement).findByTestId('reason-recreateLabel', {}, LONG);
    await expect(reason).toHaveTextContent(i18n.t('errors.packageNotAtSeller'));
  },
};

/** Confirmed: the sandbox voids the label and makes version 2 with a new barcode; the page shows it. */
export const Recreate: Story = {
  name: 'Re-create the label (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: packageRoute('packaged', '?tab=documents&action=recreate-label') }),
  play: async ({ canvasElement }) => {
    const before = PACKAGES.packaged.package.labelVersion;
    const dialog = within(await portalDialog(canvasElement, 'dialog-recreate-label'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await notices(canvasElement).findByText(i18n.t('packages.label.recreated'), {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByTestId('field-labelVersion')).toHaveTextContent(String(before + 1)), LONG);
  },
};

/** The admin acting as Gulf Home Goods deletes a package: back on the list, with the notice. */
export const DeleteAsAdmin: Story = {
  name: 'Delete as the admin acting as the seller (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: packageRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await within(canvasElement).findByTestId('list-packages', {}, LONG)).toBeVisible();
    await expect(await notices(canvasElement).findByText(i18n.t('packages.delete.done'), {}, LONG)).toBeInTheDocument();
  },
};

export const FilledTr = inTurkish(Filled);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const ShippedTr = inTurkish(Shipped);
export const RecreateTr = inTurkish(Recreate);
export const DeleteAsAdminTr = inTurkish(DeleteAsAdmin);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
