/** The router, built from the contract's route catalogue (contract/routes.ts). */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PUBLIC_PATHS, ROUTES } from '@contract/routes';
import { ForgotPasswordView } from '@web/features/auth/views/ForgotPasswordView';
import { LoginView } from '@web/features/auth/views/LoginView';
import { LogoutView } from '@web/features/auth/views/LogoutView';
import { ResetPasswordView } from '@web/features/auth/views/ResetPasswordView';
import { NotAuthorizedView, NotFoundView } from '@web/features/misc/views/StatusViews';
import { AdminBackView } from '@web/features/shell/views/AdminBackView';
import { RequirePermission, RequireSession } from './guards';
import { loadSignedIn } from './load-signed-in';
import { BlankLayout } from './layout/BlankLayout';
import { PageSpinner } from '@web/components/PageSpinner';
import { RouteErrorView } from './RouteErrorView';

export interface AppRoutesOptions {
  /** Runs before the signed-in layout first renders (the entry's store adds the signed-in features then). */
  beforeSignedIn?: () => Promise<void>;
  /** The signed-in layout itself, when it need not load on first use (shell tests render it at once). */
  layout?: ComponentType;
}

// The signed-in shell and the screen registry (every feature's screens) load with the first signed-in page.
const RouteScreen = lazy(async () => ({ default: (await loadSignedIn()).RouteScreen }));
const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

export function appRoutes({ beforeSignedIn, layout }: AppRoutesOptions = {}): RouteObject[] {
  const MainLayout =
    layout ??
    lazy(async () => {
      const [{ MainLayout: loaded }] = await Promise.all([loadSignedIn(), beforeSignedIn?.()]);
      return { default: loaded };
    });
  return [
    {
      errorElement: <RouteErrorView />,
      children: [
        {
          element: <BlankLayout />,
          children: [
            { path: PUBLIC_PATHS.login, element: <LoginView key="seller" realm="seller" /> },
            { path: PUBLIC_PATHS.adminLogin, element: <LoginView key="staff" realm="staff" /> },
            { path: PUBLIC_PATHS.forgotPassword, element: <ForgotPasswordView /> },
            { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordView /> },
          ],
        },
        {
          element: <RequireSession>{suspended(<MainLayout />)}</RequireSession>,
          children: [
            ...ROUTES.map((route): RouteObject => ({
              path: route.path,
              element: <RequirePermission permission={route.permission}>{suspended(<RouteScreen routeId={route.id} />)}</RequirePermission>,
            })),
            { path: PUBLIC_PATHS.logout, element: <LogoutView /> },
            { path: PUBLIC_PATHS.adminBack, element: <AdminBackView /> },
            { path: PUBLIC_PATHS.notAuthorized, element: <NotAuthorizedView /> },
            { path: '*', element: <NotFoundView /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(options: AppRoutesOptions = {}) {
  return createBrowserRouter(appRoutes(options));
}
