import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@contract/routes';
import type { SearchGroup } from '@contract/search';
import { changeLanguage } from '@web/lib/i18n';
import { NavbarSearch } from './NavbarSearch';

const pages: SearchGroup[] = [
  {
    groupTitle: 'Pages',
    searchLimit: 6,
    data: ROUTES.filter((route) => route.searchable).map((route) => ({
      id: route.id,
      target: route.id,
      title: `routes.${route.id}`,
      link: route.path,
      icon: route.icon,
    })),
  },
];

function renderSearch() {
  const onNavigate = vi.fn();
  const onToggleStar = vi.fn();
  render(<NavbarSearch groups={pages} starredIds={new Set(['orders'])} onToggleStar={onToggleStar} onNavigate={onNavigate} />);
  return { onNavigate, onToggleStar, input: screen.getByRole('combobox', { name: 'Search pages' }) };
}

describe('NavbarSearch', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it("focuses on '/' and lists every page (up to 100) while the box is empty", () => {
    const { input } = renderSearch();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(input).toHaveFocus();
    expect(screen.getAllByTestId('search-result')).toHaveLength(ROUTES.filter((route) => route.searchable).length);
  });

  it('suggests 6 pages while typing', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'a');
    expect(screen.getAllByTestId('search-result')).toHaveLength(6);
  });

  it('moves with the arrows and opens the active page with Enter', async () => {
    const { input, onNavigate } = renderSearch();
    await userEvent.type(input, 'orders');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Orders', 'Refunded Orders', 'Cancelled Orders']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/orders/refunded');
    expect(input).toHaveValue('');
  });

  it('stars a result without opening it', async () => {
    const { input, onNavigate, onToggleStar } = renderSearch();
    await userEvent.type(input, 'orders');
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Remove Orders from bookmarks' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(screen.getAllByRole('option')[1] as HTMLElement).getByRole('button', { name: 'Add Refunded Orders to bookmarks' }));
    expect(onToggleStar).toHaveBeenCalledWith('refundedOrders');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('searches the titles in the current language, titles that start with the words first', async () => {
    const { input } = renderSearch();
    await act(() => changeLanguage('tr'));
    await userEvent.type(input, 'sipariş');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Siparişler',
      'Sipariş ve Talep Araçları',
      'İade Edilen Siparişler',
      'İptal Edilen Siparişler',
    ]);
  });
});
