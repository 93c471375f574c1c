/**
 * A layout for jsdom, which has none: a ResizeObserver that reports like a browser's (once after it starts observing,
 * before the test looks, and again on `resize`), and widths for the table's parts. The table is as wide as its header
 * cells; a column's cell is as wide as the test says. Call `restore` when done.
 */
import { act } from '@testing-library/react';

const observers = new Set<FakeResizeObserver>();
let frameWidth = 0;
let columnWidths: Readonly<Record<string, number>> = {};

class FakeResizeObserver {
  readonly targets = new Set<Element>();
  constructor(readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
    queueMicrotask(() => this.report([], this));
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
}

/** A header cell without a column (the selection box) is this wide. */
const OTHER_CELL_WIDTH = 40;

function widthOf(element: Element): number {
  if (element instanceof HTMLElement && element.dataset.testid === 'table-sizer') return frameWidth;
  if (element instanceof HTMLTableCellElement && element.closest('thead')) {
    const id = element.dataset.columnId;
    return id === undefined ? OTHER_CELL_WIDTH : (columnWidths[id] ?? 0);
  }
  if (element instanceof HTMLTableElement) return [...element.querySelectorAll('thead th')].reduce((sum, cell) => sum + widthOf(cell), 0);
  return 0;
}

export function fakeTableLayout(widths: Readonly<Record<string, number>>, available: number) {
  const original = globalThis.ResizeObserver;
  frameWidth = available;
  columnWidths = widths;
  globalThis.ResizeObserver = FakeResizeObserver;
  const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function measured(this: Element) {
    return new DOMRect(0, 0, widthOf(this), 20);
  });
  return {
    /** The frame becomes `width` wide: every observer of it reports. */
    resize(width: number) {
      frameWidth = width;
      act(() => {
        for (const observer of [...observers]) if (observer.targets.size > 0) observer.report([], observer);
      });
    },
    restore() {
      rects.mockRestore();
      observers.clear();
      globalThis.ResizeObserver = original;
    },
  };
}

/** The window is `width` wide (a phone's 390 px) until the returned undo. */
export function viewportWidth(width: number): () => void {
  const original = window.innerWidth;
  const set = (value: number) => {
    window.innerWidth = value;
    window.dispatchEvent(new Event('resize'));
  };
  set(width);
  return () => act(() => set(original));
}
