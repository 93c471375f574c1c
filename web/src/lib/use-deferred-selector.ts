/**
 * A store value read through useDeferredValue. react-redux renders a store change at once, in one blocking task
 * (useSyncExternalStore); deferred, what shows the value renders in slices a phone can interleave, and the urgent pass
 * only renders the reader again with the value it had.
 */
import { useDeferredValue } from 'react';
import { useSelector } from 'react-redux';

export function useDeferredSelector<State, Selected>(selector: (state: State) => Selected): Selected {
  return useDeferredValue(useSelector(selector));
}
