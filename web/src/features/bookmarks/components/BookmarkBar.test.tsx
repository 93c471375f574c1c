import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Bookmark } from '@contract/bookmarks';
import { ROUTES } from '@contract/routes';
import '@web/lib/i18n';
import { BookmarkBar } from './BookmarkBar';

const pages: Bookmark[] = ROUTES.slice(0, 13).map((route) => ({
  id: route.id,
  target: route.id,
  title: `routes.${route.id}`,
  link: route.path,
  icon: route.icon,
  starred: true,
}));

describe('BookmarkBar', () => {
  it('shows starred pages as icons and the rest in the overflow dropdown, with star toggles', async () => {
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <BookmarkBar starred={pages.slice(0, 10)} overflow={pages.slice(10)} onToggle={onToggle} />
      </MemoryRouter>,
    );
    const icons = screen.getAllByTestId('bookmark-icon');
    expect(icons).toHaveLength(10);
    expect(icons[0]).toHaveAccessibleName('Dashboard');
    expect(icons[0]).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Bookmarks (3 more)' }));
    const menu = screen.getByTestId('bookmark-overflow-menu');
    expect(within(menu).getByText('More bookmarks')).toBeInTheDocument();
    const rows = within(menu).getAllByTestId('bookmark-dropdown-item');
    expect(rows.slice(0, 3).map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Excel Stock/Price Import',
      'Fulfillment Day Import',
      'Marketplace Sales',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/importer/excel-stock-price');
    await userEvent.click(within(menu).getByRole('button', { name: 'Remove Brands from bookmarks' }));
    expect(onToggle).toHaveBeenCalledWith('brands');
    expect(within(menu).getAllByTestId('bookmark-dropdown-item')).toHaveLength(13);
  });

  it('shows no dropdown when nothing is bookmarked', () => {
    render(
      <MemoryRouter>
        <BookmarkBar starred={[]} overflow={[]} onToggle={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('bookmark-overflow-toggle')).not.toBeInTheDocument();
  });

  it('shows only the icons the bar has room for and moves the rest to the top of the menu', async () => {
    const original = globalThis.ResizeObserver;
    // Like a browser's, it reports each element's first size after the commit, before the frame is painted.
    globalThis.ResizeObserver = class {
      readonly report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      observe() {
        queueMicrotask(() => this.report([], this));
      }
      disconnect() {}
      unobserve() {}
    };
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(4 * 40 + 64);
    try {
      render(
        <MemoryRouter>
          <BookmarkBar starred={pages.slice(0, 10)} overflow={[]} onToggle={vi.fn()} />
        </MemoryRouter>,
      );
      await waitFor(() => expect(screen.getAllByTestId('bookmark-icon')).toHaveLength(4));
      await userEvent.click(screen.getByRole('button', { name: 'Bookmarks (6 more)' }));
      const rows = within(screen.getByTestId('bookmark-overflow-menu')).getAllByTestId('bookmark-dropdown-item');
      expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(
        [...pages.slice(4, 10), ...pages.slice(0, 4)].map((page) => page.link),
      );
    } finally {
      width.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });
});
