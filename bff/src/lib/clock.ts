/** Milliseconds since the epoch. Injected so tests can move time. */
export type Clock = () => number;

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export const systemClock: Clock = () => Date.now();

export function manualClock(start = Date.UTC(2026, 0, 15, 9)): ManualClock {
  let now = start;
  const clock = (() => now) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}
