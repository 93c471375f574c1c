import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_KEY_MARK } from '@contract/api-keys/api-key.api';
import { pathOf } from '@contract/routes';
import { ApiSettingsView } from '@web/features/api-settings/views/ApiSettingsView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters, type SessionParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

const route = pathOf('apiSettings');
const inScenario = (scenario: MockScenario, session: SessionParameters = SESSIONS.seller) => appParameters({ session, route, bff: { scenario } });

/** The screen on the mock layer: the real BFF and sandbox in the page, so a key made here is a real one. */
const meta = {
  title: 'API Settings/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <ApiSettingsView />
    </InMainLayout>
  ),
  parameters: inScenario('default'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByTestId('api-keys-table', {}, LONG);
    await expect(within(table).getAllByTestId('data-row')).toHaveLength(2);
    await expect(within(canvasElement).getByTestId('action-create')).toBeEnabled();
  },
};

export const CreateShowsKeyOnce: Story = {
  name: 'Create: the new key shown once, then only its prefix',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('action-create', {}, LONG));
    const form = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.type(form.getByLabelText(i18n.t('apiSettings.fields.name')), 'Depo robotu');
    await userEvent.click(form.getByTestId('dialog-submit'));
    const dialog = within(await portalDialog(canvasElement, 'created-key-dialog'));
    const key = (dialog.getByTestId('created-key') as HTMLInputElement).value;
    await expect(key.startsWith(API_KEY_MARK)).toBe(true);
    await userEvent.click(dialog.getByTestId('created-key-close'));
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[data-testid="created-key-dialog"]')).toBeNull());
    const rows = within(canvas.getByTestId('api-keys-table')).getAllByTestId('data-row');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(key.slice(0, 12));
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(key);
  },
};

export const AdminAsUser: Story = {
  name: 'Admin acting as the seller: read-only',
  parameters: inScenario('default', SESSIONS.adminAsUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('api-keys-read-only', {}, LONG)).toHaveTextContent(i18n.t('apiSettings.readOnly'));
    await expect(canvas.getAllByTestId('data-row').length).toBeGreaterThan(0);
    await expect(canvas.queryByTestId('action-create')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty',
  parameters: inScenario('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('apiSettings.empty'));
  },
};

export const Failed: Story = {
  name: 'Error',
  parameters: inScenario('errors'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-error', {}, LONG)).toHaveTextContent(i18n.t('apiSettings.loadError'));
  },
};

export const Slow: Story = {
  name: 'Loading',
  parameters: appParameters({ session: { ...SESSIONS.seller, starred: [] }, route, bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const CreateShowsKeyOnceTr = inTurkish(CreateShowsKeyOnce);
export const AdminAsUserTr = inTurkish(AdminAsUser);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
