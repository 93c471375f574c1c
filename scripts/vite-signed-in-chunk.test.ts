import { partOnlyModules, type ModuleGraph } from './vite-signed-in-chunk';

/** A module graph as the bundler's plugin context shows it. */
function graph(edges: Record<string, string[]>, entries: string[]): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]!, isEntry: entries.includes(id) } : null),
  };
}

describe('partOnlyModules', () => {
  const edges = {
    '/web/main.tsx': ['/web/router.tsx', '/lib/shared.ts'],
    '/web/router.tsx': [],
    '/lib/shared.ts': [],
    '/web/app/signed-in.ts': ['/web/layout.tsx', '/lib/shared.ts'],
    '/web/layout.tsx': ['/web/orders.routes.ts'],
    '/web/orders.routes.ts': [],
    '/web/OrdersView.tsx': ['/web/orders.routes.ts', '/web/table.tsx'],
    '/web/table.tsx': [],
  };

  it('holds what the signed-in part imports and the entry does not, nothing a screen alone imports', () => {
    const captured = partOnlyModules(graph(edges, ['/web/main.tsx']), /signed-in\.ts$/);
    expect([...captured].sort()).toEqual(['/web/app/signed-in.ts', '/web/layout.tsx', '/web/orders.routes.ts']);
  });

  it('is empty when the build has no signed-in part (a story build)', () => {
    expect(partOnlyModules(graph({ '/a.ts': [] }, ['/a.ts']), /signed-in\.ts$/).size).toBe(0);
  });
});
