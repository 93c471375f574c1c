/** Where the sign-in form posted without script sends the user: the page's `next` when it is safe and theirs, else home. */
import { subjectOf } from '@contract/api/user-info';
import type { UserInfo } from '@contract/api/session';
import { can, homePath } from '@contract/permissions';
import { routeById } from '@contract/routes';
import { routeIdAt } from '@contract/route-at';

const PORTAL = 'http://portal.invalid';
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * A path of the portal itself: one leading `/` (not `//`), no scheme, no backslash, no control character or space,
 * and one a URL parser reads on the same origin. Anything else could send the user to another site.
 */
export function portalPath(next: string | null | undefined): URL | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next) || [...next].some(isControl)) return null;
  const url = new URL(next, PORTAL);
  return url.origin === PORTAL ? url : null;
}

/** `next` when it is a portal path whose catalogued page the user's role may open; otherwise the role's home page. */
export function landingAfterSignIn(next: string | null | undefined, user: UserInfo): string {
  const url = portalPath(next);
  const id = url === null ? null : routeIdAt(url.pathname);
  const route = id === null ? undefined : routeById(id);
  if (url === null || route === undefined || !can(subjectOf(user), route.permission)) return homePath(user.userRole);
  return `${url.pathname}${url.search}${url.hash}`;
}
