import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@web/lib/i18n';
import { AdminCompaniesPage, type AdminCompaniesPageProps } from './AdminCompaniesPage';

const props = (overrides: Partial<AdminCompaniesPageProps> = {}): AdminCompaniesPageProps => ({
  query: '',
  page: 1,
  pageSize: 20,
  total: 45,
  items: [{ id: 7, name: 'Ege Seramik', country: 'TR', isOneClickMerchant: false, ownerEmail: 'o@example.test' }],
  loading: false,
  error: null,
  actingAs: null,
  actAsError: null,
  onSearch: vi.fn(),
  onPageChange: vi.fn(),
  onActAs: vi.fn(),
  ...overrides,
});

describe('AdminCompaniesPage', () => {
  it('pages through the list', async () => {
    const all = props({ page: 2 });
    render(<AdminCompaniesPage {...all} />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 companies')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(all.onPageChange).toHaveBeenNthCalledWith(1, 3);
    expect(all.onPageChange).toHaveBeenNthCalledWith(2, 1);
  });

  it('shows the §8 empty text and act-as errors', () => {
    render(<AdminCompaniesPage {...props({ items: [], total: 0, actAsError: { code: 'forbidden', message: 'x', status: 403, retryAfterSeconds: null } })} />);
    expect(screen.getByText('No data was found.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You are not authorized to do this.');
  });

  it('disables every act-as button while one runs', () => {
    render(<AdminCompaniesPage {...props({ actingAs: 7 })} />);
    expect(screen.getByRole('button', { name: 'Act as seller: Ege Seramik' })).toBeDisabled();
  });
});
