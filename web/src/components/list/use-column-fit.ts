/**
 * Hides a table's columns by priority until the rest fit its width (column-fit.ts), measured by ResizeObserver: never
 * in a React commit. Whenever what sets the columns' widths changes (the columns, the user's choice, the rows, the
 * language), the table renders every column it may show once and a new observer of the sizer (an empty block as wide
 * as the table's frame, shallower than the table) reports after layout and before paint, so the widths read are the
 * columns' own and the fitted table is what paints first. Between those, a resize fits again from the widths read then.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { columnsToHide, sameItems, type ColumnChoice } from './column-fit';
import type { Column } from './list-types';

export interface ColumnFitOptions<Row> {
  columns: readonly Column<Row>[];
  choice: ColumnChoice;
  /** Everything else that changes the columns' widths (the rows, the language, editing). */
  content: readonly unknown[];
  /** False: every column stays (a phone's cards, or a table whose owner has no column picker to bring one back). */
  enabled: boolean;
  /** The table is wider than its frame now (its content grew after the fit, e.g. a font came in): fit again. */
  overflowing: boolean;
  onHiddenChange?: (hidden: readonly string[]) => void;
}

export interface ColumnFit {
  sizerRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
  /** The columns hidden for width now. */
  hidden: readonly string[];
}

const NONE: readonly string[] = [];

/** A new object whenever one of `values` changes. */
function useChangeToken(values: readonly unknown[]): object {
  const [state, setState] = useState(() => ({ values, token: {} }));
  if (sameItems(state.values, values)) return state.token;
  const next = { values, token: {} };
  setState(next);
  return next.token;
}

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/** The widths read for one token: while the table was wider than its frame they are the columns' least (their own). */
interface Measured {
  token: object;
  widths: Map<string, number>;
  /** What is not a column: the selection box, borders. */
  otherWidth: number | null;
}

export function useColumnFit<Row>({ columns, choice, content, enabled, overflowing, onHiddenChange }: ColumnFitOptions<Row>): ColumnFit {
  const sizerRef = useRef<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const observerRef = useRef<ResizeObserver | null>(null);
  const token = useChangeToken([columns, choice.hidden, choice.pinned, ...content]);
  const [fit, setFit] = useState<{ token: object; hidden: readonly string[] } | null>(null);
  const latest = useRef({ token, columns, choice, onHiddenChange });
  // Kept across effects run again for the same token (a Suspense boundary hiding and showing the table).
  const measured = useRef<Measured>({ token, widths: new Map(), otherWidth: null });
  useLayoutEffect(() => {
    latest.current = { token, columns, choice, onHiddenChange };
  });

  useLayoutEffect(() => {
    const sizer = sizerRef.current;
    if (!enabled || !sizer || typeof ResizeObserver === 'undefined') return undefined;
    /** Fits the columns; 'unmeasured' when a column to show has no width yet (it is shown first, to be measured). */
    const measure = (): 'fitted' | 'unmeasured' => {
      const table = tableRef.current;
      const available = widthOf(sizer);
      if (!table || available <= 0) return 'fitted';
      const now = latest.current;
      if (measured.current.token !== now.token) measured.current = { token: now.token, widths: new Map(), otherWidth: null };
      const { widths } = measured.current;
      const total = widthOf(table);
      const wider = total > available + 0.5;
      let columnsWidth = 0;
      for (const cell of table.querySelectorAll<HTMLElement>('thead th[data-column-id]')) {
        const id = cell.dataset.columnId ?? '';
        const width = widthOf(cell);
        const known = widths.get(id);
        columnsWidth += width;
        widths.set(id, wider || known === undefined ? width : Math.min(known, width));
      }
      if (wider || measured.current.otherWidth === null) measured.current.otherWidth = total - columnsWidth;
      const unmeasured = now.columns.some((column) => !now.choice.hidden.includes(column.id) && !widths.has(column.id));
      const hidden = unmeasured ? NONE : columnsToHide(now.columns, now.choice, (id) => widths.get(id) ?? 0, measured.current.otherWidth, available + 0.5);
      setFit((current) => (current?.token === now.token && sameItems(current.hidden, hidden) ? current : { token: now.token, hidden }));
      if (!unmeasured) now.onHiddenChange?.(hidden);
      return unmeasured ? 'unmeasured' : 'fitted';
    };
    // The state set is rendered at once (flushSync), so the fitted table is in this frame's paint.
    const observer = new ResizeObserver(() => {
      if (flushSync(measure) === 'unmeasured') flushSync(measure);
    });
    observer.observe(sizer);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [enabled, token]);

  useLayoutEffect(() => {
    const sizer = sizerRef.current;
    if (!overflowing || !sizer) return undefined;
    // Observing again reports the sizer once more; in the next frame, since this one's reports may be past it.
    const frame = requestAnimationFrame(() => {
      observerRef.current?.unobserve(sizer);
      observerRef.current?.observe(sizer);
    });
    return () => cancelAnimationFrame(frame);
  }, [overflowing]);

  return { sizerRef, tableRef, hidden: enabled && fit?.token === token ? fit.hidden : NONE };
}
