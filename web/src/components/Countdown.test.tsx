import { act, render, renderHook, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n';
import { timeLeftOf, useTimeAt } from '@web/lib/clock';
import { Countdown } from './Countdown';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(START + ms).toISOString();

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const clock = () => Date.now();

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeftOf(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeftOf(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts down every second, turns urgent in its last stretch, then says it expired and stops', () => {
    render(<Countdown until={at(12 * HOUR + 2000)} urgentMs={12 * HOUR} clock={clock} />);
    const shown = () => screen.getByTestId('countdown');
    expect(shown()).toHaveTextContent(i18n.t('countdown.left', { days: 0, hours: '12', minutes: '00', seconds: '02' }));
    expect(shown()).toHaveAttribute('data-state', 'running');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveTextContent(i18n.t('countdown.left', { days: 0, hours: '12', minutes: '00', seconds: '01' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveAttribute('data-state', 'urgent');
    vi.setSystemTime(START + 12 * HOUR + 1500);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveAttribute('data-state', 'expired');
    expect(shown()).toHaveTextContent(i18n.t('countdown.expired'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running once unmounted', () => {
    const { unmount } = render(<Countdown until={at(3 * 24 * HOUR)} urgentMs={HOUR} clock={clock} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stands still on a clock that does (a story’s), after one step', () => {
    render(<Countdown until={at(90_000)} urgentMs={HOUR} clock={() => START} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('countdown')).toHaveTextContent(i18n.t('countdown.left', { days: 0, hours: '00', minutes: '01', seconds: '30' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock again once a moment has passed, with one timer', () => {
    const { result, unmount } = renderHook(() => useTimeAt(clock, START + HOUR));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(HOUR - 1));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBeGreaterThanOrEqual(START + HOUR);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});
