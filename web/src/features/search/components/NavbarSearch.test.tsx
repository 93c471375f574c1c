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

  it('stars a result without opening it, by mouse or by Alt+Enter, with no control inside an option', async () => {
    const { input, onNavigate, onToggleStar } = renderSearch();
    await userEvent.type(input, 'orders');
    const [first, second] = screen.getAllByRole('option') as HTMLElement[];
    expect(first).toHaveAccessibleName('Orders (in bookmarks)');
    expect(within(first!).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    expect(onToggleStar).toHaveBeenLastCalledWith('orders');
    await userEvent.click(within(second!).getByTestId('star-toggle'));
    expect(onToggleStar).toHaveBeenLastCalledWith('refundedOrders');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('Alt+Enter adds the highlighted page to your bookmarks or removes it.');
  });

  it('lets Tab into the scrolled results and Escape back to the box, closing them', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'orders');
    await userEvent.tab();
    expect(screen.getByRole('listbox').parentElement).toHaveFocus();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
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
