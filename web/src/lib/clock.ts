/**
 * Time in the page, for screens that count down to a moment (a question's expiry): the clock is injected, so stories
 * and tests run on a fixed or fake one, and every timer stops when its component unmounts.
 */
import { useEffect, useState } from 'react';

/** Milliseconds since the epoch. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** setTimeout's longest delay; a later moment is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/** The clock's time, read at mount and again once `at` has passed (one timer, none once it passed). */
export function useTimeAt(clock: Clock, at: number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (now >= at) return undefined;
    const timer = setTimeout(() => setNow(clock()), Math.min(Math.max(at - clock(), 0) + 1, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, clock, now]);
  return now;
}

/**
 * The clock's time, again every second (on the second of the time left) until `until`; a clock that stands still
 * (a story's) stops the ticking after one step.
 */
export function useTicking(clock: Clock, until: number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (now >= until) return undefined;
    const timer = setTimeout(() => setNow(clock()), (until - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [until, clock, now]);
  return now;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds in `ms` (none below zero). */
export function timeLeftOf(ms: number): TimeLeft {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}
