import { useCallback } from 'react';
import { routeById, type RouteId } from '@contract/routes';
import { useCan } from '@web/lib/use-can';

/** Whether the signed-in reader may open a catalogued screen (the editor reads help about screens it cannot open). */
export function useCanOpen(): (screen: RouteId) => boolean {
  const can = useCan();
  return useCallback(
    (screen: RouteId) => {
      const route = routeById(screen);
      return route !== undefined && can(route.permission);
    },
    [can],
  );
}
