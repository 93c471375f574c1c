import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { MainLayout } from '@web/app/layout/MainLayout';

export interface StoryRoute {
  /** A route pattern with its params (e.g. '/orders/:orderId'), as the app's router declares it. */
  path: string;
  element: ReactNode;
}

/** Screens inside the signed-in shell at their own route patterns, so views read their params and can link to each other. */
export function InMainLayoutRoutes({ routes }: { routes: readonly StoryRoute[] }) {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Route>
    </Routes>
  );
}
