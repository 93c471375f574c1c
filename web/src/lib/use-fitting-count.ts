/**
 * How many items of a fixed width fit in an element's width, kept up to date as it resizes (priority+ navigation: what
 * does not fit moves into a menu). Without ResizeObserver (jsdom, very old browsers) everything is taken to fit.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { observeSizes } from './observe-sizes';

export function fittingCount(availableWidth: number, itemWidth: number, reservedWidth: number): number {
  if (itemWidth <= 0) return 0;
  return Math.max(0, Math.floor((availableWidth - reservedWidth) / itemWidth));
}

export function useFittingCount<E extends HTMLElement>(itemWidth: number, reservedWidth: number): [RefObject<E | null>, number] {
  const ref = useRef<E | null>(null);
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    return observeSizes([element], () => setCount(fittingCount(element.clientWidth, itemWidth, reservedWidth)));
  }, [itemWidth, reservedWidth]);
  return [ref, count];
}
