/**
 * Whether something hidden until asked for (a panel, a phone's closed menu) should be in the page: false until it is
 * first shown, true from then on, so what nobody opens costs nothing and what was opened keeps its state and its
 * closing transition.
 */
import { useState } from 'react';

export function useBuiltOnceShown(shown: boolean): boolean {
  const [built, setBuilt] = useState(shown);
  if (shown && !built) setBuilt(true);
  return built || shown;
}
