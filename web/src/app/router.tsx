/** The router, built from the contract's route catalogue (contract/routes.ts). */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PUBLIC_PATHS, ROUTES } from '@contract/routes';
import { ForgotPasswordView } from '@web/features/auth/views/ForgotPasswordView';
import { LoginView } from '@web/features/auth/views/LoginView';
import { LogoutView } from '@web/features/auth/views/LogoutView';
import { ResetPasswordView } from '@web/features/auth/views/ResetPasswordView';
import { NotAuthorizedView, NotFoundView } from '@web/features/misc/views/StatusViews';
import { AdminBackView } from '@web/features/shell/views/AdminBackView';
import { RequirePermission, RequireSession } from './guards';
import { BlankLayout } from './layout/BlankLayout';
import { MainLayout } from './layout/MainLayout';
import { RouteErrorView } from './RouteErrorView';
import { RouteScreen } from './screen-registry';

export function appRoutes(): RouteObject[] {
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
          element: (
            <RequireSession>
              <MainLayout />
            </RequireSession>
          ),
          children: [
            ...ROUTES.map((route): RouteObject => ({
              path: route.path,
              element: (
                <RequirePermission permission={route.permission}>
                  <RouteScreen routeId={route.id} />
                </RequirePermission>
              ),
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
