import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BanPreview, CompanyToolRow, CompanyToolsAnswer, CompanyToolsTab } from '@contract/admin-companies/company-tools';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { AdminCompanyToolsPage, type AdminCompanyToolsPageProps } from './AdminCompanyToolsPage';

const contact = { name: 'Ayse Yilmaz', position: 'Owner', phone: '+90 212 555 0101', email: 'ayse@anadolu.example' };
const row = (companyId: number, name: string, importState: CompanyToolRow['importState'], version2 = false): CompanyToolRow => ({
  companyId,
  name,
  country: 'TR',
  merchantId: `M-${companyId}`,
  isOneClickMerchant: false,
  version2,
  importState,
  contact,
});
const PAGE: CompanyToolsAnswer = {
  items: [row(1001, 'Anadolu Tekstil', 'allowed'), row(1002, 'Gulf Home Goods', 'allowed', true), row(1020, 'Ege Seramik', 'suspended')],
  total: 3,
  page: 1,
  pageSize: 25,
  tabCounts: { all: 3, suspended: 1, banned: 0 },
};
const PREVIEW: BanPreview = { companyId: 1001, companyName: 'Anadolu Tekstil', importState: 'allowed', importsUnderWay: 2 };
const listState: ListState<CompanyToolRow, CompanyToolsTab> = { status: 'ready', query: null, page: PAGE, error: null };
const idle = { submitting: false, error: null, succeeded: false };

const NO_PREVIEW: DetailState<BanPreview | null> = { status: 'idle', id: null, data: null, error: null, command: null };

function renderAt(url: string, detail: DetailState<BanPreview | null> = NO_PREVIEW) {
  const props: AdminCompanyToolsPageProps = {
    query: { tab: 'all', page: 1, pageSize: 25 },
    state: listState,
    detail,
    commandOf: () => idle,
    onCommand: vi.fn(),
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onExport: vi.fn(),
    onAction: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminCompanyToolsPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminCompanyToolsPage', () => {
  it('shows each company’s import state and version-2 flag, and offers what its state allows', () => {
    const { onAction } = renderAt('/admin/company-tools');
    const rows = screen.getAllByTestId('data-row');
    expect(within(rows[1]!).getByTestId('company-version2')).toHaveTextContent(i18n.t('adminCompanyTools.version2'));
    expect(within(rows[0]!).queryByTestId('company-version2')).toBeNull();
    expect(within(rows[2]!).getByTestId('company-import-state')).toHaveTextContent(i18n.t('adminCompanyTools.states.suspended'));
    expect(within(rows[2]!).queryByTestId('company-suspend')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('company-actAs'));
    expect(onAction).toHaveBeenCalledWith('actAs', PAGE.items[0]);
  });

  it('offers the companies on screen as an export', () => {
    const { onExport } = renderAt('/admin/company-tools');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('exports.action') }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('suspends after one question naming what the seller will see', async () => {
    const { onCommand } = renderAt('/admin/company-tools?action=suspend&item=1001');
    const dialog = within(await screen.findByTestId('dialog-suspend'));
    expect(dialog.getByTestId('suspend-question')).toHaveTextContent(i18n.t('errors.importSuspended'));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith(1001, 'setImportState', 'suspended'));
  });

  it('bans only once the company’s name is typed again, after showing what the ban stops', async () => {
    const { onCommand } = renderAt('/admin/company-tools?action=ban&item=1001', { status: 'ready', id: 1001, data: PREVIEW, error: null, command: null });
    const dialog = within(await screen.findByTestId('dialog-ban'));
    expect(dialog.getByTestId('ban-under-way')).toHaveTextContent(i18n.t('adminCompanyTools.ban.underWay', { count: 2 }));
    const submit = dialog.getByTestId('typed-confirm-submit');
    fireEvent.change(dialog.getByTestId('typed-confirm-input'), { target: { value: 'Anadolu' } });
    expect(submit).toBeDisabled();
    fireEvent.change(dialog.getByTestId('typed-confirm-input'), { target: { value: 'Anadolu Tekstil' } });
    fireEvent.click(submit);
    expect(onCommand).toHaveBeenCalledWith(1001, 'ban', 'Anadolu Tekstil');
  });
});
