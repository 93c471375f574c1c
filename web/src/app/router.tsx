/** The router, built from the contract's route catalogue (contract/routes.ts). */
import { Suspense, type ComponentType, type ReactNode } from 'react';
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
import { readyLazy } from '@web/lib/ready-lazy';
import { RouteErrorView } from './RouteErrorView';

export interface AppRoutesOptions {
  /**
   * The signed-in layout: the entry's loads with the first signed-in page, after its store has the signed-in features
   * (`signedInLayout`); shell tests give theirs at once. Without one, the layout loads on first use.
   */
  layout?: ComponentType;
}

// The signed-in shell and the screen registry (every feature's screens) load with the first signed-in page.
const RouteScreen = readyLazy(async () => (await loadSignedIn()).RouteScreen);
const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The signed-in layout, loaded on first use once `before` (the store taking the signed-in features) has run. */
export function signedInLayout(before?: () => Promise<void>) {
  return readyLazy(async () => {
    const [{ MainLayout }] = await Promise.all([loadSignedIn(), before?.()]);
    return MainLayout;
  });
}

/** Loads what a signed-in path first renders besides the layout (the route's door and its screen), so neither suspends. */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  await Promise.all([RouteScreen.preload(), loadSignedIn().then(({ preloadScreenAt }) => preloadScreenAt(pathname))]);
}

export function appRoutes({ layout }: AppRoutesOptions = {}): RouteObject[] {
  const MainLayout = layout ?? signedInLayout();
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
