import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groupIban, maskedKey } from '@contract/company/company.rules';
import { CompanyInfoPage } from '@web/features/company-info/pages/CompanyInfoPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { commandIn } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { companyInfoRoute, failedProfile, loadingProfile, PROFILE, readyProfile, WRONG_CHECK_DIGIT_IBAN } from './company-info-data';

const meta = {
  title: 'Company Info/Page',
  component: CompanyInfoPage,
  args: { state: readyProfile(), companyCountry: 'TR', canEditBank: true, commandOf: commandIn(), onCommand: fn(), onRetry: fn() },
  parameters: appParameters({ route: companyInfoRoute() }),
  render: (args) => (
    <Padded>
      <CompanyInfoPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof CompanyInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { profile } = PROFILE;

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingProfile() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error, with a retry',
  args: { state: failedProfile(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('companyInfo.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Addresses: Story = {
  name: 'Filled: Address Information',
  play: async ({ canvasElement }) => {
    const billing = within(within(canvasElement).getByTestId('address-billing'));
    await expect(billing.getByTestId('field-billing.city')).toHaveValue(profile.addresses.billing.city);
    await expect(within(canvasElement).getByTestId('last-changed-addresses')).toHaveTextContent(i18n.t('companyInfo.neverChanged'));
  },
};

export const Contact: Story = {
  name: 'Filled: Company Contact, changed by Ayşe',
  parameters: appParameters({ route: companyInfoRoute('contact') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('field-latinFirstName')).toHaveValue(profile.contact.latinFirstName);
    await expect(canvas.getByTestId('last-changed-contact')).toHaveTextContent('Ayşe Yılmaz');
  },
};

export const Company: Story = {
  name: 'Filled: Company Info with the logo upload',
  parameters: appParameters({ route: companyInfoRoute('company') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('field-legalName')).toHaveValue(profile.company.legalName);
    await expect(canvas.getByTestId('logo-upload')).toHaveTextContent(i18n.t('companyInfo.logo.none'));
    await expect(canvas.getByTestId('logo-submit')).toBeDisabled();
  },
};

export const Bank: Story = {
  name: 'Filled: Bank Account Info, the key masked',
  parameters: appParameters({ route: companyInfoRoute('bank') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('field-iban')).toHaveValue(groupIban(profile.bank.iban));
    await expect(canvas.getByTestId('provider-key-masked')).toHaveTextContent(maskedKey(profile.bank.paymentProviderKeyLast4));
    await expect(canvas.queryByTestId('field-paymentProviderKey')).toBeNull();
  },
};

export const RefusedInTheForm: Story = {
  name: 'Refused save: an emptied field and a wrong IBAN check digit, as typed',
  parameters: appParameters({ route: companyInfoRoute('bank') }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByTestId('field-bankName'));
    await userEvent.clear(canvas.getByTestId('field-iban'));
    await userEvent.type(canvas.getByTestId('field-iban'), WRONG_CHECK_DIGIT_IBAN);
    await userEvent.click(canvas.getByTestId('save-bank'));
    const alert = await canvas.findByTestId('validation-error');
    await expect(alert).toHaveTextContent(i18n.t('companyInfo.validationTitle'));
    await expect(alert).toHaveTextContent(i18n.t('errors.validation'));
    await expect(canvas.getByTestId('error-bankName')).toHaveTextContent(i18n.t('validation.fillOutField'));
    await expect(canvas.getByTestId('error-iban')).toHaveTextContent(i18n.t('companyInfo.validation.iban'));
    await expect(canvas.getByTestId('field-iban')).toHaveValue(groupIban(WRONG_CHECK_DIGIT_IBAN));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused save: the server names the fields',
  parameters: appParameters({ route: companyInfoRoute('contact') }),
  args: {
    commandOf: commandIn('contact', { error: { ...apiFailure('validation'), fields: { latinSurname: 'companyInfo.validation.latinOnly' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('validation-error')).toHaveTextContent(i18n.t('errors.validation'));
    await expect(await canvas.findByTestId('error-latinSurname')).toHaveTextContent(i18n.t('companyInfo.validation.latinOnly'));
  },
};

export const ChangeKey: Story = {
  name: 'Changing the provider key: typed again in its own field',
  parameters: appParameters({ route: companyInfoRoute('bank') }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('change-key'));
    await userEvent.type(canvas.getByTestId('field-paymentProviderKey'), 'ppk_new_key_0123456789');
    await userEvent.click(canvas.getByTestId('save-bank'));
    await expect(args.onCommand).toHaveBeenCalledWith('bank', expect.objectContaining({ changeKey: true, paymentProviderKey: 'ppk_new_key_0123456789' }));
  },
};

export const AdminActingAsSeller: Story = {
  name: 'Admin acting as the seller: bank details read-only, saying why',
  parameters: appParameters({ route: companyInfoRoute('bank') }),
  args: { canEditBank: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('read-only-reason')).toHaveTextContent(i18n.t('companyInfo.bank.readOnlyForAdmin'));
    await expect(canvas.getByTestId('field-iban')).toBeDisabled();
    await expect(canvas.getByTestId('change-key')).toBeDisabled();
    await expect(canvas.queryByTestId('save-bank')).toBeNull();
  },
};

export const Saving: Story = {
  name: 'Saving the contact tab',
  parameters: appParameters({ route: companyInfoRoute('contact') }),
  args: { commandOf: commandIn('contact', { submitting: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('save-contact')).toBeDisabled();
  },
};

export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const AddressesTr = inTurkish(Addresses);
export const ContactTr = inTurkish(Contact);
export const CompanyTr = inTurkish(Company);
export const BankTr = inTurkish(Bank);
export const RefusedInTheFormTr = inTurkish(RefusedInTheForm);
export const RefusedByTheServerTr = inTurkish(RefusedByTheServer);
export const ChangeKeyTr = inTurkish(ChangeKey);
export const AdminActingAsSellerTr = inTurkish(AdminActingAsSeller);
export const SavingTr = inTurkish(Saving);
