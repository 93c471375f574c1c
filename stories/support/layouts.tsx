import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { BlankLayout } from '@web/app/layout/BlankLayout';
import { MainLayout } from '@web/app/layout/MainLayout';

/** A page inside the sign-in pages' layout, as /login shows it. */
export function InBlankLayout({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<BlankLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/** A page inside the signed-in shell (sidebar or horizontal menu, top bar, footer, customizer). */
export function InMainLayout({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/** Room around a lone page or component, on the page's own background. */
export function Padded({ children }: { children: ReactNode }) {
  return <div className="p-4 min-vh-100 bg-body">{children}</div>;
}

/** A story's render: the page with the story's args, Padded. */
export function paddedRender<Props extends object>(Page: ComponentType<Props>) {
  return (args: Props) => (
    <Padded>
      <Page {...args} />
    </Padded>
  );
}
