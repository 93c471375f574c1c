/** Which built chunks a signed-in path needs: the build's route-preloads.json, matched against the route catalogue. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@contract/api/page-data';
import { routeIdAt } from '@contract/route-at';

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string');

function isRoutePreloads(value: unknown): value is RoutePreloads {
  if (typeof value !== 'object' || value === null || !('signedIn' in value) || !('screens' in value)) return false;
  const { signedIn, screens } = value;
  return isFileList(signedIn) && typeof screens === 'object' && screens !== null && Object.values(screens).every(isFileList);
}

/** The build's map, or none when the folder has no usable one (a build before it existed, a test's folder). */
export async function readRoutePreloads(root: string): Promise<RoutePreloads | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(root, ROUTE_PRELOADS_FILE), 'utf8'));
    return isRoutePreloads(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The files a signed-in page at this path loads first: the signed-in part, then its screen's chunk. */
export function preloadsAt(preloads: RoutePreloads | null, pathname: string): string[] {
  if (!preloads) return [];
  const id = routeIdAt(pathname);
  const screen = id === null ? [] : (preloads.screens[id] ?? []);
  return [...new Set([...preloads.signedIn, ...screen])];
}
