import { routePreloadsOf, screenModulesOf, type BuiltChunk } from './vite-route-preloads';

const FEATURE = '/app/web/src/features/orders/orders.feature.ts';
const CODE = `export const ordersFeature = defineFeature({
  screens: {
    orders: lazyScreen(() => import('./views/OrdersListView'), 'OrdersListView'),
    orderDetail: lazyScreen(() => import("./views/OrderDetailView"), 'OrderDetailView'),
  },
});`;
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

describe('route preloads', () => {
  it("finds each declared screen's module among the feature's dynamic imports", () => {
    const dynamic = ['/app/web/src/features/orders/views/OrdersListView.tsx', '/app/web/src/features/orders/views/OrderDetailView.tsx'];
    expect(screenModulesOf(FEATURE, CODE, dynamic)).toEqual({ orders: dynamic[0], orderDetail: dynamic[1] });
    expect(screenModulesOf(FEATURE, CODE, [])).toEqual({});
  });

  it('names the chunks of the signed-in part and of each screen, less what the entries or the signed-in part load', () => {
    const chunks = [
      chunk('assets/index.js', '/app/web/index.html', ['assets/react.js'], true),
      chunk('assets/react.js', null),
      chunk('assets/signed-in-load.js', '/app/web/src/app/signed-in.ts', ['assets/signed-in.js', 'assets/react.js']),
      chunk('assets/signed-in.js', null, ['assets/react.js']),
      chunk('assets/OrdersListView.js', '/app/views/OrdersListView.tsx', ['assets/list.js', 'assets/signed-in.js']),
      chunk('assets/list.js', null, ['assets/react.js']),
    ];
    expect(routePreloadsOf(chunks, '/app/web/src/app/signed-in.ts', { orders: '/app/views/OrdersListView.tsx', gone: '/app/views/Gone.tsx' })).toEqual({
      signedIn: ['/assets/signed-in-load.js', '/assets/signed-in.js'],
      screens: { orders: ['/assets/OrdersListView.js', '/assets/list.js'], gone: [] },
    });
  });

  it('writes no map for a bundle without the signed-in part (a story build)', () => {
    expect(routePreloadsOf([chunk('assets/a.js', '/a.ts', [], true)], '/app/web/src/app/signed-in.ts', {})).toBeNull();
  });
});
