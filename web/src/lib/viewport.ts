/** Window width and scroll position as React state (the layout picks vertical/horizontal and the scroll-to-top button). */
import { useSyncExternalStore } from 'react';

function subscribe(event: 'resize' | 'scroll') {
  return (notify: () => void) => {
    window.addEventListener(event, notify, { passive: true });
    return () => window.removeEventListener(event, notify);
  };
}

const subscribeResize = subscribe('resize');
const subscribeScroll = subscribe('scroll');

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );
}

export function useScrollY(): number {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY,
    () => 0,
  );
}
