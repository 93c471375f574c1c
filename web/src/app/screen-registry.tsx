/** Route id -> screen. A catalogued route without an entry renders the one shared 'not available yet' page. */
import { Suspense } from 'react';
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteEntry } from '@contract/routes';
import { PageSpinner } from '@web/components/PageSpinner';
import { NotAvailableYetPage } from '@web/features/misc/pages/NotAvailableYetPage';
import { featureScreens, type Screen } from '@web/lib/define-feature';
import { FEATURES } from './features';

/** Every feature's screens (each declared in its `*.feature.ts`). */
export const SCREENS = featureScreens(FEATURES);
const screenOf: Readonly<Record<string, Screen | undefined>> = SCREENS;

/** Catalogued routes that still have no screen (the count a test pins, so it only goes down on purpose). */
export function routesWithoutScreen(): RouteEntry[] {
  return ROUTES.filter((route) => !(route.id in SCREENS));
}

const CATALOGUE = ROUTES.map((route) => ({ path: route.path, id: route.id }));

/**
 * Starts loading the screen a path opens, so its chunk arrives beside the layout's instead of after it; resolves once it
 * is there (or could not load: rendering the screen then asks again and shows the route's error if that fails too).
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const id = matchRoutes(CATALOGUE, pathname)?.at(-1)?.route.id;
  const screen = id === undefined ? undefined : screenOf[id];
  await screen?.preload().catch(() => undefined);
}

export function RouteScreen({ routeId }: { routeId: string }) {
  const Screen = screenOf[routeId];
  if (!Screen) return <NotAvailableYetPage routeId={routeId} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}
