import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { MarketplaceSalesView } from '@web/features/marketplace-sales/views/MarketplaceSalesView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { DEMO, pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** An admin acting as Anadolu Tekstil (1001): the shell, the view, its store and sagas against the BFF in the page. */
const ACTING_AS_ANADOLU = { email: DEMO.admin, actingAsCompanyId: 1001 };

const meta = {
  title: 'Marketplace Sales/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <MarketplaceSalesView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: ACTING_AS_ANADOLU, route: pathOf('marketplaceSales') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvasElement: HTMLElement, code: string) => within(await within(canvasElement).findByTestId(`setting-card-${code}`, {}, LONG));

const throughBff = (scenario: MockScenario, outcome: 'cards' | 'empty' | 'error'): Story => ({
  parameters: appParameters({ session: ACTING_AS_ANADOLU, route: pathOf('marketplaceSales'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (outcome === 'cards') await expect(await canvas.findAllByTestId(/^setting-card-/, {}, LONG)).toHaveLength(5);
    if (outcome === 'empty') await expect(await canvas.findByTestId('settings-empty', {}, LONG)).toBeVisible();
    if (outcome === 'error') await expect(await canvas.findByTestId('settings-error', {}, LONG)).toHaveTextContent(i18n.t('marketplaceSales.loadError'));
  },
});

export const Filled: Story = { ...throughBff('default', 'cards'), name: 'Filled (BFF default)' };
export const Empty: Story = { ...throughBff('empty', 'empty'), name: 'Empty (BFF empty)' };
export const Failed: Story = { ...throughBff('errors', 'error'), name: 'Error (BFF errors)' };

export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({ session: { ...ACTING_AS_ANADOLU, starred: [] }, route: pathOf('marketplaceSales'), bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('settings-loading', {}, LONG)).toBeVisible();
  },
};

/** A save on Noon UAE: the sandbox applies it to every Noon channel, and the KSA card shows the new rate at once. */
export const SaveOnNoon: Story = {
  name: 'Save on Noon UAE changes Noon KSA too (BFF)',
  play: async ({ canvasElement }) => {
    const uae = await cardOf(canvasElement, 'noon-ae');
    const rate = uae.getByLabelText(i18n.t('marketplaceSales.fields.rate'));
    await userEvent.clear(rate);
    await userEvent.type(rate, '23.5');
    await userEvent.click(uae.getByTestId('setting-save'));
    await expect(await uae.findByTestId('setting-saved', {}, LONG)).toBeVisible();
    const ksa = await cardOf(canvasElement, 'noon-sa');
    await waitFor(() => expect(ksa.getByLabelText(i18n.t('marketplaceSales.fields.rate'))).toHaveValue(23.5));
  },
};

/** The admin acts as Gulf Home Goods (1002), which lacks Hepsiburada's global configuration. */
export const NotConfigured: Story = {
  name: 'Gulf: Hepsiburada without the global configuration (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('marketplaceSales') }),
  play: async ({ canvasElement }) => {
    const hepsiburada = await cardOf(canvasElement, 'hepsiburada');
    await expect(hepsiburada.getByTestId('not-configured')).toHaveTextContent(i18n.t('errors.marketplaceNotConfigured'));
    await expect(hepsiburada.queryByTestId('setting-save')).toBeNull();
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const SaveOnNoonTr = inTurkish(SaveOnNoon);
export const NotConfiguredTr = inTurkish(NotConfigured);
