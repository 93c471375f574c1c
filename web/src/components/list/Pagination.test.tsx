import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@web/lib/i18n';
import { pageRange, pageWindow } from './page-window';
import { Pagination } from './Pagination';

describe('pageWindow and pageRange', () => {
  it('shows first, last and neighbours with gaps, filling a gap of one page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('gives the rows a page holds', () => {
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60 });
  });
});

describe('Pagination', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('turns pages and changes the page size among PAGE_SIZES', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(<Pagination page={2} pageSize={25} total={1234} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByTestId('page-range')).toHaveTextContent('26–50 of 1,234');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [50]]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('disables Previous on the first page, hides pages when one suffices, speaks Turkish', async () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    rerender(<Pagination page={1} pageSize={10} total={7} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await act(() => changeLanguage('tr'));
    rerender(<Pagination page={1} pageSize={10} total={1500} onPageChange={vi.fn()} />);
    expect(screen.getByTestId('page-range')).toHaveTextContent('1.500 kayıttan 1–10');
  });
});
