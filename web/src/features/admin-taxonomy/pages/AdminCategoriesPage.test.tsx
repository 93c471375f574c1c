import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { parseAdminCategoryQuery } from '@contract/admin-taxonomy/admin-category.query';
import '@web/lib/i18n';
import { idleStaffFile } from '@web/lib/staff-import/staff-file-fixture';
import { SAMPLE_TREE, sampleList } from '../test-support';
import { AdminCategoriesPage, type AdminCategoriesPageProps } from './AdminCategoriesPage';

const IDLE = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, withCompany: boolean) {
  const props: AdminCategoriesPageProps = {
    query: parseAdminCategoryQuery(Object.fromEntries(new URL(url, 'http://x').searchParams)),
    list: { status: 'ready', query: null, page: sampleList(withCompany), error: null },
    tree: { status: 'ready', id: 0, data: SAMPLE_TREE, error: null, command: null },
    itemId: Number(new URL(url, 'http://x').searchParams.get('item')) || null,
    commandOf: () => IDLE,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onOpenDialog: vi.fn(),
    onCommand: vi.fn(),
    blockFile: idleStaffFile(),
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminCategoriesPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminCategoriesPage', () => {
  it("shows what a parent's delete touches and sends 'Delete Anyway' only with the remote ID typed again", async () => {
    const props = renderAt('/admin/categories/categories?action=delete&item=2', false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('delete-preview')).toHaveTextContent('This category has 2 sub-categories');
    expect(within(dialog).getByTestId('delete-preview')).toHaveTextContent('Pots');
    const submit = within(dialog).getByTestId('typed-confirm-submit');
    expect(submit).toHaveTextContent('Delete Anyway');
    await userEvent.type(within(dialog).getByTestId('typed-confirm-input'), 'R-3');
    expect(submit).toBeDisabled();
    await userEvent.clear(within(dialog).getByTestId('typed-confirm-input'));
    await userEvent.type(within(dialog).getByTestId('typed-confirm-input'), 'R-2');
    await userEvent.click(submit);
    expect(props.onCommand).toHaveBeenCalledWith(2, 'delete', { deleteAnyway: true, confirmation: 'R-2' });
  });

  it('offers block and lift only with a company chosen, and flips the status from the row', async () => {
    renderAt('/admin/categories/categories', false);
    expect(screen.queryByTestId('block-1')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    const props = renderAt('/admin/categories/categories?companyId=1001', true);
    expect(screen.getAllByTestId('unblock-4').length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByTestId('block-3')[0]!);
    expect(props.onOpenDialog).toHaveBeenCalledWith('block', 3);
    await userEvent.click(screen.getAllByTestId('status-5')[0]!);
    expect(props.onCommand).toHaveBeenCalledWith(5, 'status', { name: 'Bath', nameTr: 'Banyo', remoteId: 'R-5', parentId: 1, status: 'active' });
  });
});
