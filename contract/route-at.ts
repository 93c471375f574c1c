/** Which catalogued route a path opens (the BFF's preload hints and the sign-in's `next` read it). */
import { ROUTES } from './routes';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The catalogued route a path opens; a literal segment beats a `:param` (/orders/refunded is not /orders/:id). */
export function routeIdAt(pathname: string): string | null {
  const asked = segmentsOf(pathname);
  let best: { id: string; params: number } | null = null;
  for (const route of ROUTES) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== asked.length) continue;
    if (!pattern.every((segment, index) => segment.startsWith(':') || segment === asked[index])) continue;
    const params = pattern.filter((segment) => segment.startsWith(':')).length;
    if (!best || params < best.params) best = { id: route.id, params };
  }
  return best?.id ?? null;
}
