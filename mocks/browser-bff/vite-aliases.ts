/**
 * What the BFF's module graph needs swapped to load in a page (vite.config.ts adds these in mock mode with
 * MOCK_BFF=browser): two node builtins its config reads at start (real POSIX versions), the builtins of the Node-only
 * code the graph still holds but the page never runs (stand-ins that fail when called, node-unavailable.ts): the file
 * features' Node implementations (bff/src/lib/files/node-files.ts: disk store, the .xlsx writer's zlib compressor, the
 * .xls worker thread; the page is given pageFiles() instead) and the sandbox's scrypt; node-server's static files, which
 * the app imports but the browser BFF never builds; and exceljs's browser build without the core-js polyfills its
 * default one puts on the page's globals (a chunk of its own, loaded when an import template is first written).
 */
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Longest first: an alias also takes the paths below it, so `node:fs` must not be tried before `node:fs/promises`. */
const UNAVAILABLE_BUILTINS = [
  'node:stream/promises',
  'node:timers/promises',
  'node:fs/promises',
  'node:worker_threads',
  'node:crypto',
  'node:events',
  'node:module',
  'node:stream',
  'node:zlib',
  'node:fs',
] as const;

export const BROWSER_BFF_ALIASES: Record<string, string> = {
  ...Object.fromEntries(UNAVAILABLE_BUILTINS.map((builtin) => [builtin, here('./node-unavailable.ts')])),
  'node:os': here('./node-os.ts'),
  'node:path': here('./node-path.ts'),
  '@hono/node-server/serve-static': here('./no-static-files.ts'),
  exceljs: here('../../node_modules/exceljs/dist/exceljs.bare.min.js'),
};

export const BROWSER_BFF_ENTRY = here('./entry.tsx');
