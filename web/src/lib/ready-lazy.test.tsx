import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { readyLazy } from './ready-lazy';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`Hello ${name} ${clicks}`}
    </button>
  );
}

function inSuspense(node: ReactNode) {
  return <Suspense fallback={<p>{'waiting'}</p>}>{node}</Suspense>;
}

it('mounts without suspending once its code has loaded', async () => {
  const load = vi.fn(async () => Greeting);
  const Ready = readyLazy(load);
  await Ready.preload();
  await Ready.preload();
  render(inSuspense(<Ready name="Ayşe" />));
  // No await: the first commit already holds the component, not the fallback.
  expect(screen.getByRole('button').textContent).toBe('Hello Ayşe 0');
  expect(screen.queryByText('waiting')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('suspends like React.lazy when it mounts before its code has loaded, and keeps its state when it arrives', async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const Ready = readyLazy(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  const { rerender } = render(inSuspense(<Ready name="Omar" />));
  expect(screen.getByText('waiting')).toBeTruthy();
  await act(async () => arrive(Greeting));
  act(() => screen.getByRole('button').click());
  rerender(inSuspense(<Ready name="Omar" />));
  expect(screen.getByRole('button').textContent).toBe('Hello Omar 1');
});

it('asks again after a load that failed', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Greeting);
  const Ready = readyLazy(load);
  await expect(Ready.preload()).rejects.toThrow('chunk gone');
  await Ready.preload();
  render(inSuspense(<Ready name="Li" />));
  expect(screen.getByRole('button').textContent).toBe('Hello Li 0');
  expect(load).toHaveBeenCalledTimes(2);
});
