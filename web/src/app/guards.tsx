import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Permission } from '@contract/permissions';
import { PUBLIC_PATHS } from '@contract/routes';
import { PageSpinner } from '@web/components/PageSpinner';
import { selectSession } from '@web/lib/session/session.selectors';
import { useCan } from '@web/lib/use-can';
import { useDeferredSelector } from '@web/lib/use-deferred-selector';
import { SessionUnreachableView } from './SessionUnreachableView';

/**
 * Not signed in -> /login?next=<where the user was going>. Waits while the boot check runs; when it could not reach the
 * portal's services and no user is remembered, says so with a Retry (a 5xx is never a sign-out).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  // Deferred: the signed-in layout then renders in slices a phone can interleave, not in one blocking task.
  const { status } = useDeferredSelector(selectSession);
  const location = useLocation();
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'unreachable') return <SessionUnreachableView />;
  if (status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    const next = location.pathname === PUBLIC_PATHS.logout ? '' : `?next=${encodeURIComponent(here)}`;
    return <Navigate to={`${PUBLIC_PATHS.login}${next}`} replace />;
  }
  return children;
}

/** Signed in but not allowed -> /misc/not-authorized (spec §6). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <Navigate to={PUBLIC_PATHS.notAuthorized} replace />;
}
