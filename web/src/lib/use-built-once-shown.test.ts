import { renderHook } from '@testing-library/react';
import { useBuiltOnceShown } from './use-built-once-shown';

describe('useBuiltOnceShown', () => {
  it('is false until first shown, then stays true when hidden again', () => {
    const hook = renderHook(({ shown }) => useBuiltOnceShown(shown), { initialProps: { shown: false } });
    expect(hook.result.current).toBe(false);
    hook.rerender({ shown: true });
    expect(hook.result.current).toBe(true);
    hook.rerender({ shown: false });
    expect(hook.result.current).toBe(true);
  });

  it('is true at once for what is shown from the start', () => {
    expect(renderHook(() => useBuiltOnceShown(true)).result.current).toBe(true);
  });
});
