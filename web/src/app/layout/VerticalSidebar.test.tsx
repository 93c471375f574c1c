import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { VerticalSidebar } from './VerticalSidebar';
import type { MenuLink, MenuSection } from './menu';

const link = (n: number): MenuLink => ({ kind: 'link', id: `l${n}`, titleKey: 'common.yes', path: `/p${n}`, icon: 'cilCart', count: null, countKey: null });
const sections: MenuSection[] = [{ group: 'data', headerKey: null, entries: Array.from({ length: 30 }, (_, n) => link(n)) }];

/** Boxes as a 300 px menu would lay them out: 40 px per link, the active one well below the fold. */
function layOut(this: HTMLElement): DOMRect {
  if (this.classList.contains('sidebar-nav')) return new DOMRect(0, 0, 240, 300);
  const at = Number(this.getAttribute('data-testid')?.replace('menu-l', '') ?? 0);
  return new DOMRect(0, at * 40, 240, 40);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <VerticalSidebar
        sections={sections}
        colorScheme="light"
        menuTheme="primary"
        collapsed={false}
        mobile={false}
        open={false}
        onOpenChange={vi.fn()}
        onCollapsedChange={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe('VerticalSidebar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the menu to the page’s link when the page opens on a link below the fold, centred', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(layOut);
    const scrolled = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    renderAt('/p25');
    expect(screen.getByTestId('menu-l25')).toHaveClass('active');
    expect(scrolled).toHaveBeenCalledWith(25 * 40 - (300 - 40) / 2);
  });

  it('leaves the menu where it is when the page’s link is already in view', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(layOut);
    const scrolled = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    renderAt('/p3');
    expect(scrolled).not.toHaveBeenCalled();
  });
});
