import { partOfModules, type ModuleGraph } from './vite-part-chunks';

/** A module graph as the bundler's plugin context shows it. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
  };
}

describe('partOfModules', () => {
  const edges = {
    '/web/early.ts': ['/lib/storage.ts'],
    '/lib/storage.ts': [],
    '/web/main.tsx': ['/web/router.tsx', '/lib/storage.ts'],
    '/web/router.tsx': [],
    '/web/signed-in.ts': ['/web/layout.tsx', '/web/router.tsx'],
    '/web/layout.tsx': ['/web/orders.routes.ts'],
    '/web/orders.routes.ts': [],
    '/web/OrdersView.tsx': ['/web/orders.routes.ts', '/web/table.tsx'],
    '/web/table.tsx': [],
  };
  const parts = [{ root: /early\.ts$/ }, { root: /main\.tsx$/, chunk: 'boot' }, { root: /signed-in\.ts$/, chunk: 'signed-in' }];

  it('gives each module to the first part whose root imports it, not the roots, and none to what only a screen imports', () => {
    const owner = partOfModules(graph(edges), parts);
    const of = (chunk: string | undefined) =>
      [...owner]
        .filter(([, part]) => part === chunk)
        .map(([id]) => id)
        .sort();
    expect(of(undefined)).toEqual(['/lib/storage.ts']);
    expect(of('boot')).toEqual(['/web/router.tsx']);
    expect(of('signed-in')).toEqual(['/web/layout.tsx', '/web/orders.routes.ts']);
    expect(owner.has('/web/OrdersView.tsx') || owner.has('/web/table.tsx')).toBe(false);
  });

  it('skips a part the build does not have (a story build has no entry)', () => {
    expect(partOfModules(graph({ '/a.ts': [] }), parts).size).toBe(0);
  });
});
