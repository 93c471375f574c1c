import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import type { ApiFailure } from '@web/lib/http';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { companyProfileFixture } from '../components/company-profile-fixture';
import { CompanyInfoPage, type CompanyInfoPageProps } from './CompanyInfoPage';

const ready = (): DetailState<CompanyProfileAnswer> => ({ status: 'ready', id: 1001, data: { profile: companyProfileFixture() }, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<CompanyInfoPageProps> = {}) {
  const onCommand = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <CompanyInfoPage state={ready()} companyCountry="TR" canEditBank commandOf={() => idle} onCommand={onCommand} onRetry={vi.fn()} {...props} />
    </MemoryRouter>,
  );
  return { onCommand, ...view };
}

describe('CompanyInfoPage', () => {
  it('opens the tab the URL names and says who changed it last', () => {
    renderAt('/company-info?tab=contact');
    expect(screen.getByRole('tab', { name: 'Company Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('field-latinFirstName')).toHaveValue('Ayse');
    expect(screen.getByTestId('last-changed-contact')).toHaveTextContent('Last changed by Ayşe Yılmaz on');
  });

  it("refuses a save with 'Please check all fields.' and keeps what was typed", async () => {
    const { onCommand } = renderAt('/company-info?tab=contact');
    fireEvent.change(screen.getByTestId('field-latinFirstName'), { target: { value: 'Ayşe' } });
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-contact'));
    const alert = await screen.findByTestId('validation-error');
    expect(alert).toHaveTextContent('Validation error');
    expect(alert).toHaveTextContent('Please check all fields.');
    expect(screen.getByTestId('error-latinFirstName')).toHaveTextContent('Please use the Latin alphabet only (A–Z).');
    expect(screen.getByTestId('error-phone')).toHaveTextContent('Please fill out this field.');
    expect(screen.getByTestId('field-latinFirstName')).toHaveValue('Ayşe');
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('marks the fields a server refusal names, nested address fields too', async () => {
    const failure: ApiFailure = {
      code: 'validation',
      message: 'Please check all fields.',
      status: 400,
      fields: { 'billing.city': 'validation.fillOutField' },
      retryAfterSeconds: null,
    };
    renderAt('/company-info', { commandOf: (name) => (name === 'addresses' ? { ...idle, error: failure } : idle) });
    expect(await within(screen.getByTestId('address-billing')).findByText('Please fill out this field.')).toBeInTheDocument();
    expect(screen.getByTestId('validation-error')).toHaveTextContent('Please check all fields.');
  });

  it('saves the bank tab with a new key only when Change key is on; the saved key shows masked', async () => {
    const { onCommand } = renderAt('/company-info?tab=bank');
    expect(screen.getByTestId('provider-key-masked')).toHaveTextContent('•••• x9k2');
    expect(screen.queryByTestId('field-paymentProviderKey')).toBeNull();
    fireEvent.click(screen.getByTestId('change-key'));
    fireEvent.change(screen.getByTestId('field-paymentProviderKey'), { target: { value: 'ppk_abcdefghijklmnop1234' } });
    fireEvent.click(screen.getByTestId('save-bank'));
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith('bank', expect.objectContaining({ changeKey: true, paymentProviderKey: 'ppk_abcdefghijklmnop1234' })),
    );
  });

  it('starts the bank form afresh once the new key is saved', async () => {
    const { rerender } = renderAt('/company-info?tab=bank');
    fireEvent.click(screen.getByTestId('change-key'));
    fireEvent.change(screen.getByTestId('field-paymentProviderKey'), { target: { value: 'ppk_abcdefghijklmnop1234' } });
    const profile = companyProfileFixture();
    const saved: DetailState<CompanyProfileAnswer> = {
      ...ready(),
      data: { profile: { ...profile, bank: { ...profile.bank, paymentProviderKeyLast4: '1234' } } },
    };
    rerender(
      <MemoryRouter initialEntries={['/company-info?tab=bank']}>
        <CompanyInfoPage state={saved} companyCountry="TR" canEditBank commandOf={() => idle} onCommand={vi.fn()} onRetry={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('•••• 1234')).toBeInTheDocument();
    expect(screen.queryByTestId('field-paymentProviderKey')).toBeNull();
    expect(screen.getByTestId('change-key')).not.toBeChecked();
  });

  it('shows the bank tab read-only to an admin acting as the seller, saying why', () => {
    renderAt('/company-info?tab=bank', { canEditBank: false });
    expect(screen.getByTestId('read-only-reason')).toHaveTextContent('only by the seller');
    expect(screen.getByTestId('field-iban')).toBeDisabled();
    expect(screen.queryByTestId('save-bank')).toBeNull();
  });

  it('refuses a webp logo before it is sent', async () => {
    const { onCommand } = renderAt('/company-info?tab=company');
    const webp = new File([Uint8Array.from([0x52, 0x49, 0x46, 0x46])], 'logo.webp', { type: 'image/webp' });
    fireEvent.change(screen.getByTestId('logo-file'), { target: { files: [webp] } });
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('Please use jpg, jpeg or png.');
    expect(screen.getByTestId('logo-submit')).toBeDisabled();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('shows its load error in Turkish with a retry', async () => {
    await i18n.changeLanguage('tr');
    const onRetry = vi.fn();
    renderAt('/company-info', { state: { status: 'error', id: 1001, data: null, error: null, command: null }, onRetry });
    expect(screen.getByTestId('detail-error')).toHaveTextContent('Firma bilgileri yüklenemedi.');
    fireEvent.click(within(screen.getByTestId('detail-error')).getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
    cleanup();
    await i18n.changeLanguage('en');
  });
});
