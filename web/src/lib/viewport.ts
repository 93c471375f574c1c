/** Window width and scroll position as React state (the layout picks vertical/horizontal and the scroll-to-top button). */
import { useSyncExternalStore } from 'react';

/**
 * One window measure as an external store, read again only when its event fires. React checks a store's value again
 * after each commit, and reading innerWidth or scrollY there lays the whole page out first, inside the commit's task.
 * With nobody subscribed the value is forgotten, so the first reader after that sees the window as it is.
 */
function windowMeasure(event: 'resize' | 'scroll', read: () => number) {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  const onEvent = () => {
    value = read();
    for (const notify of listeners) notify();
  };
  const subscribe = (notify: () => void) => {
    if (listeners.size === 0) {
      // A value read before anyone listened may have missed an event (a resize while the page loads): read it again.
      value = null;
      window.addEventListener(event, onEvent, { passive: true });
    }
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
      if (listeners.size > 0) return;
      window.removeEventListener(event, onEvent);
      value = null;
    };
  };
  return { subscribe, current: () => (value ??= read()) };
}

const width = windowMeasure('resize', () => window.innerWidth);
const scroll = windowMeasure('scroll', () => window.scrollY);

export function useViewportWidth(): number {
  return useSyncExternalStore(width.subscribe, width.current, () => 1280);
}

export function useScrollY(): number {
  return useSyncExternalStore(scroll.subscribe, scroll.current, () => 0);
}
