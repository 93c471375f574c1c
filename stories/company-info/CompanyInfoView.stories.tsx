import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { CompanyInfoView } from '@web/features/company-info/views/CompanyInfoView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { companyInfoRoute } from './company-info-data';

const meta = {
  title: 'Company Info/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <CompanyInfoView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: companyInfoRoute() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const throughBff = (scenario: MockScenario, outcome: 'filled' | 'error'): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: companyInfoRoute(), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (outcome === 'filled') await expect(await canvas.findByTestId('field-billing.city', {}, LONG)).not.toHaveValue('');
    if (outcome === 'error') await expect(await canvas.findByTestId('detail-error', {}, LONG)).toHaveTextContent(i18n.t('companyInfo.loadError'));
  },
});

export const Filled: Story = { ...throughBff('default', 'filled'), name: 'Filled (BFF default)' };
export const Failed: Story = { ...throughBff('errors', 'error'), name: 'Error (BFF errors)' };

export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({ session: { ...SESSIONS.seller, starred: [] }, route: companyInfoRoute(), bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

/** The BFF refuses what the form would have refused too: here the form's own check speaks first, and keeps the text. */
export const RefusedSave: Story = {
  name: 'Refused save keeps what was typed (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: companyInfoRoute('contact') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surname = await canvas.findByTestId('field-latinSurname', {}, LONG);
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Yılmaz');
    await userEvent.click(canvas.getByTestId('save-contact'));
    await expect(await canvas.findByTestId('validation-error')).toHaveTextContent(i18n.t('errors.validation'));
    await expect(canvas.getByTestId('error-latinSurname')).toHaveTextContent(i18n.t('companyInfo.validation.latinOnly'));
    await expect(surname).toHaveValue('Yılmaz');
  },
};

/** An admin acting as Gulf Home Goods: the bank tab is read-only and says why; the BFF refuses a bank save too. */
export const AdminActingAsSeller: Story = {
  name: 'Admin acting as the seller: bank details read-only (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: companyInfoRoute('bank') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('read-only-reason', {}, LONG)).toHaveTextContent(i18n.t('companyInfo.bank.readOnlyForAdmin'));
    await expect(canvas.getByTestId('field-iban')).toBeDisabled();
    await expect(canvas.queryByTestId('save-bank')).toBeNull();
  },
};

export const FilledTr = inTurkish(Filled);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const RefusedSaveTr = inTurkish(RefusedSave);
export const AdminActingAsSellerTr = inTurkish(AdminActingAsSeller);
