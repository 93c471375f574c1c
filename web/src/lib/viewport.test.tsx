import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useViewportWidth } from './viewport';

function Width() {
  const width = useViewportWidth();
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {width} {renders}
    </button>
  );
}

describe('useViewportWidth', () => {
  it('reads innerWidth as it mounts, and again only when the window resizes, not on each render React checks it', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    try {
      render(<Width />);
      expect(screen.getByRole('button')).toHaveTextContent('390 0');
      const readsAfterMount = width.mock.calls.length;
      // Once to render, once more as it starts listening.
      expect(readsAfterMount).toBe(2);
      act(() => screen.getByRole('button').click());
      act(() => screen.getByRole('button').click());
      expect(screen.getByRole('button')).toHaveTextContent('390 2');
      expect(width.mock.calls.length).toBe(readsAfterMount);
      width.mockReturnValue(1300);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByRole('button')).toHaveTextContent('1300 2');
      expect(width.mock.calls.length).toBe(readsAfterMount + 1);
    } finally {
      width.mockRestore();
    }
  });

  it('sees a resize that came between the first render and its listening (a window resized while the page loads)', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValueOnce(1100).mockReturnValue(1280);
    try {
      render(<Width />);
      expect(screen.getByRole('button')).toHaveTextContent('1280 0');
    } finally {
      width.mockRestore();
    }
  });
});
