/**
 * Calls `measure` when the browser first lays the elements out and whenever their sizes change. ResizeObserver reports
 * after layout and before paint, and the state `measure` sets is rendered at once (flushSync), so it shows in that same
 * frame; measuring in a layout effect instead would force a layout of the whole page inside React's commit, one long
 * task. Without ResizeObserver (jsdom) it measures once, at once.
 */
import { flushSync } from 'react-dom';

export function observeSizes(elements: readonly Element[], measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => flushSync(measure));
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
