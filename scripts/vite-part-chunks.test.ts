import { isBarrel, partOfModules, type ModuleGraph } from './vite-part-chunks';

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

  it('through a barrel, gives a part only what its code names, so what only the signed-in part uses is in its chunk', () => {
    const modules: Record<string, { importedIds: string[]; code: string; exports: string[] }> = {
      '/web/main.tsx': { importedIds: ['/icons/index.js', '/web/star.tsx'], code: 'import { cilStar } from "@coreui/icons"; import "./star";', exports: [] },
      '/web/star.tsx': { importedIds: [], code: 'export const star = 1;', exports: ['star'] },
      '/web/signed-in.ts': { importedIds: ['/web/icons.ts'], code: 'export { iconByName } from "./icons";', exports: ['iconByName'] },
      '/web/icons.ts': {
        importedIds: ['/icons/index.js'],
        code: 'import { cilList, cilStar } from "@coreui/icons"; export const x = { cilList, cilStar };',
        exports: ['x'],
      },
      '/icons/index.js': {
        importedIds: ['/icons/free/index.js', '/icons/cil-star.js', '/icons/cil-list.js', '/icons/cil-cart.js'],
        code: "import * as free from './free/index.js';\nexport { free as freeSet };\nexport { cilStar } from './cil-star.js';\nexport { cilList } from './cil-list.js';\nexport { cilCart } from './cil-cart.js';\n//# sourceMappingURL=index.js.map",
        exports: ['freeSet', 'cilStar', 'cilList', 'cilCart'],
      },
      '/icons/free/index.js': { importedIds: ['/icons/cil-cart.js'], code: "export { cilCart } from '../cil-cart.js';", exports: ['cilCart'] },
      '/icons/cil-star.js': { importedIds: [], code: 'export const cilStar = ["star"];', exports: ['cilStar'] },
      '/icons/cil-list.js': { importedIds: [], code: 'export const cilList = ["list"];', exports: ['cilList'] },
      '/icons/cil-cart.js': { importedIds: [], code: 'export const cilCart = ["cart"];', exports: ['cilCart'] },
    };
    const owner = partOfModules({ getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo: (id) => modules[id] ?? null }, [
      { root: /main\.tsx$/ },
      { root: /signed-in\.ts$/, chunk: 'signed-in' },
    ]);
    expect(owner.get('/icons/cil-star.js')).toBeUndefined();
    expect(owner.has('/icons/cil-star.js')).toBe(true);
    expect(owner.get('/icons/cil-list.js')).toBe('signed-in');
    expect(owner.get('/web/icons.ts')).toBe('signed-in');
    // Named by no one: left to the bundler (it drops it).
    expect(owner.has('/icons/cil-cart.js')).toBe(false);

    modules['/web/main.tsx'] = { ...modules['/web/main.tsx']!, code: 'import * as icons from "@coreui/icons"; export const pick = (name) => icons[name];' };
    const withNamespace = partOfModules({ getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo: (id) => modules[id] ?? null }, [
      { root: /main\.tsx$/ },
      { root: /signed-in\.ts$/, chunk: 'signed-in' },
    ]);
    expect(withNamespace.has('/icons/cil-cart.js') && withNamespace.get('/icons/cil-list.js') === undefined).toBe(true);
  });

  it('tells a barrel from a module with code of its own', () => {
    expect(isBarrel("export { a } from './a.js';\nexport * from './b.js';\nexport * as c from './c.js';")).toBe(true);
    expect(isBarrel("import * as x from './x.js';\nexport { x as y };\n/* note */")).toBe(true);
    expect(isBarrel("import { a } from './a.js';\nexport const b = a;")).toBe(false);
    expect(isBarrel('')).toBe(false);
  });

  it('skips a part the build does not have (a story build has no entry)', () => {
    expect(partOfModules(graph({ '/a.ts': [] }), parts).size).toBe(0);
  });
});
