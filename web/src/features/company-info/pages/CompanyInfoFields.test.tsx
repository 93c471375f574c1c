import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { companyProfileFixture } from '../components/company-profile-fixture';
import { CompanyInfoPage, type CompanyInfoPageProps } from './CompanyInfoPage';

const ready = (): DetailState<CompanyProfileAnswer> => ({ status: 'ready', id: 1001, data: { profile: companyProfileFixture() }, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<CompanyInfoPageProps> = {}) {
  const onCommand = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <CompanyInfoPage state={ready()} companyCountry="TR" canEditBank commandOf={() => idle} onCommand={onCommand} onRetry={vi.fn()} {...props} />
    </MemoryRouter>,
  );
  return { onCommand, user: userEvent.setup() };
}

describe('CompanyInfoPage fields', () => {
  it.each([
    ['bank', 'iban', 'TR33 0006 1005 1978 6457 8413 27', 'companyInfo.validation.iban'],
    ['company', 'website', 'www.anadolu', 'companyInfo.validation.website'],
  ])('on the %s tab, a press on Save right after an invalid %s keeps Save in place and the click refuses the save', async (tab, name, value, problem) => {
    const { onCommand, user } = renderAt(`/company-info?tab=${tab}`);
    await user.clear(screen.getByTestId(`field-${name}`));
    await user.type(screen.getByTestId(`field-${name}`), value);
    const save = screen.getByTestId(`save-${tab}`);
    const before = document.body.innerHTML;
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(document.body.innerHTML).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(await screen.findByTestId('validation-error')).toHaveTextContent(i18n.t('errors.validation'));
    expect(screen.getByTestId(`error-${name}`)).toHaveTextContent(i18n.t(problem));
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('shows the IBAN in groups of four, groups it as it is typed, and saves it without spaces', async () => {
    const { onCommand, user } = renderAt('/company-info?tab=bank');
    const iban = screen.getByTestId('field-iban');
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await user.clear(iban);
    await user.type(iban, 'ae070331234567890123456');
    expect(iban).toHaveValue('AE07 0331 2345 6789 0123 456');
    await user.click(screen.getByTestId('save-bank'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('bank', expect.objectContaining({ iban: 'AE070331234567890123456' })));
  });

  it.each([
    ['TR', 'TR33 0006 1005 1978 6457 8413 26'],
    ['AE', 'AE07 0331 2345 6789 0123 456'],
    ['SA', 'SA03 8000 0000 6080 1016 7519'],
  ])('gives an IBAN example of the company’s country (%s)', (country, example) => {
    renderAt('/company-info?tab=bank', { companyCountry: country });
    const hint = document.getElementById('company-iban-hint');
    expect(hint).toHaveTextContent(example);
    if (country !== 'TR') expect(hint).not.toHaveTextContent('TR33');
  });

  it('gives no Turkish IBAN example to a company whose country has no IBAN', () => {
    renderAt('/company-info?tab=bank', { companyCountry: 'CN' });
    expect(screen.getByText(i18n.t('companyInfo.bank.ibanHintGeneric'))).toBeInTheDocument();
    expect(screen.queryByText(/TR33/)).toBeNull();
  });

  it('picks the nationality and the address countries from the world’s countries by name, the company’s country first', async () => {
    const { onCommand, user } = renderAt('/company-info?tab=contact', { companyCountry: 'AE' });
    const nationality = screen.getByRole('combobox', { name: i18n.t('companyInfo.contact.nationality') });
    expect(nationality).toHaveValue('Türkiye');
    await user.click(nationality);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('United Arab Emirates');
    expect(options.length).toBeGreaterThan(240);
    await user.clear(nationality);
    await user.type(nationality, 'germ');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Germany' }));
    expect(nationality).toHaveValue('Germany');
    await user.click(screen.getByTestId('save-contact'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('contact', expect.objectContaining({ nationality: 'DE' })));
  });

  it('names the address countries in the reader’s language', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderAt('/company-info?tab=addresses');
      const billing = within(screen.getByTestId('address-billing'));
      expect(billing.getByRole('combobox', { name: i18n.t('companyInfo.address.country') })).toHaveValue('Türkiye');
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });
});
