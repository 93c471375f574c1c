/**
 * A component loaded on first use that renders at once when its code has arrived before it mounts. React.lazy always
 * suspends on its first render, and React holds back the content of a Suspense boundary until 300 ms after its
 * fallback showed: each lazy layer of the first page (layout, route, screen) cost that much idle time even with its
 * chunk loaded. The entry preloads the first page's parts and renders after them, so none of them suspends.
 */
import { lazy, useState, type ComponentType } from 'react';

export type ReadyLazy<Props extends object> = ComponentType<Props> & {
  /** Loads the code; once it resolves, the component mounts without suspending. A failed load can be asked again. */
  readonly preload: () => Promise<void>;
};

export function readyLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ReadyLazy<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function ReadyOrLazy(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would mount it anew.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(ReadyOrLazy, { preload: () => loadOnce().then(() => undefined) });
}
