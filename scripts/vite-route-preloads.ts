/**
 * Writes route-preloads.json beside index.html (contract/api/page-data.ts): the files of the signed-in part and of each
 * route's screen, which the BFF hints as modulepreload when it serves a signed-in page. A screen is found where its
 * feature declares it (`orders: lazyScreen(() => import('./views/OrdersListView'), …)`, web/src/lib/define-feature.ts).
 */
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../contract/api/page-data.js';

export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
}

const SCREEN_DECLARATION = /(\w+):\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** Route id -> the module its screen is (from a `*.feature.ts` file's code and the modules it imports dynamically). */
export function screenModulesOf(featureId: string, code: string, dynamicImports: readonly string[]): Record<string, string> {
  const screens: Record<string, string> = {};
  for (const [, routeId = '', spec = ''] of code.matchAll(SCREEN_DECLARATION)) {
    const target = resolve(dirname(featureId), spec);
    const module = dynamicImports.find((id) => withoutExtension(id) === target);
    if (module) screens[routeId] = module;
  }
  return screens;
}

/** The preload map: each part's chunk and what it imports statically, less what the entries already load. */
export function routePreloadsOf(chunks: readonly BuiltChunk[], signedInModule: string, screenModules: Readonly<Record<string, string>>): RoutePreloads | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BuiltChunk): string[] => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    visit(start);
    return [...seen];
  };
  const loadedByEntries = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap(closure));
  const filesOf = (moduleId: string): string[] => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
    return chunk
      ? closure(chunk)
          .filter((file) => !loadedByEntries.has(file))
          .map((file) => `/${file}`)
      : [];
  };
  const signedIn = filesOf(signedInModule);
  if (signedIn.length === 0) return null;
  const screens = Object.fromEntries(
    Object.entries(screenModules).map(([routeId, module]) => [routeId, filesOf(module).filter((file) => !signedIn.includes(file))]),
  );
  return { signedIn, screens };
}

export function routePreloads(signedInModule: string): Plugin {
  let screens: Record<string, string> = {};
  return {
    name: 'tezgah-route-preloads',
    apply: 'build',
    buildEnd() {
      screens = {};
      for (const id of this.getModuleIds()) {
        if (!id.endsWith('.feature.ts')) continue;
        const info = this.getModuleInfo(id);
        Object.assign(screens, screenModulesOf(id, info?.code ?? '', info?.dynamicallyImportedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const preloads = routePreloadsOf(chunks, signedInModule, screens);
      if (preloads) this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
