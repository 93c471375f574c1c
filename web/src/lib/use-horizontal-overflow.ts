/**
 * Whether a horizontally scrolling element hides content before or after what it shows, kept up to date as it
 * scrolls and resizes: a wide table shades its sticky columns, a tab strip shows its arrows. Without ResizeObserver
 * (jsdom) it measures once and then on scroll events.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { observeSizes } from './observe-sizes';

export interface HorizontalOverflow {
  /** Content is hidden before the visible part (scrolled away from the start). */
  start: boolean;
  /** Content is hidden after the visible part. */
  end: boolean;
}

/** Half a pixel of slack: zoomed pages report fractional scroll positions. */
export function overflowOf(scrollLeft: number, clientWidth: number, scrollWidth: number): HorizontalOverflow {
  const left = Math.abs(scrollLeft);
  return { start: left > 0.5, end: left + clientWidth < scrollWidth - 0.5 };
}

export function useHorizontalOverflow<E extends HTMLElement>(): [RefObject<E | null>, HorizontalOverflow, (by: number) => void] {
  const ref = useRef<E | null>(null);
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ start: false, end: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = overflowOf(element.scrollLeft, element.clientWidth, element.scrollWidth);
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    element.addEventListener('scroll', measure, { passive: true });
    const stopObserving = observeSizes(element.firstElementChild ? [element, element.firstElementChild] : [element], measure);
    return () => {
      element.removeEventListener('scroll', measure);
      stopObserving();
    };
  }, []);
  const scrollBy = useCallback((by: number) => ref.current?.scrollBy({ left: by, behavior: 'smooth' }), []);
  return [ref, overflow, scrollBy];
}
