import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// `.js` so Vite's config loader finds the .ts file (TypeScript maps it back).
import { precompress } from './scripts/vite-precompress.js';
import { BROWSER_BFF_ALIASES, BROWSER_BFF_ENTRY } from './mocks/browser-bff/vite-aliases.js';
import { partChunks } from './scripts/vite-part-chunks.js';
import { routePreloads } from './scripts/vite-route-preloads.js';
import { prerenderSignedOutPages } from './scripts/vite-prerender.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': here('./contract'),
  '@web': here('./web/src'),
  '@mocks': here('./mocks'),
  '@locales': here('./locales'),
};

/**
 * dev:mock serves the SPA bundled (Vite's bundled dev mode): a reload is usable in well under a second instead of
 * several while hundreds of modules load one by one. MOCK_DEV_UNBUNDLED=1 serves it module by module.
 */
const MOCK_BUNDLED = process.env.MOCK_DEV_UNBUNDLED !== '1';

/**
 * In mock mode the page boots mocks/browser-bff/entry.tsx, which starts the real BFF and the sandbox in the page and
 * then imports the real entry; production never sees mocks/.
 */
function mockEntry(): Plugin {
  return MOCK_BUNDLED
    ? // Bundling resolves index.html's script; the real entry, imported by the mock one, has another importer.
      {
        name: 'tezgah-mock-entry',
        enforce: 'pre',
        resolveId: (source, importer) => (source === '/src/app/main.tsx' && importer?.endsWith('index.html') ? BROWSER_BFF_ENTRY : null),
      }
    : { name: 'tezgah-mock-entry', transformIndexHtml: (html) => html.replace('/src/app/main.tsx', '/@fs' + BROWSER_BFF_ENTRY) };
}

type BundleOutput = Rollup.OutputAsset | Rollup.OutputChunk;

/** A tag the built index.html gets for one file of the bundle (none when the bundle has no such file: a story build). */
function bundleTag(name: string, tagFor: (output: BundleOutput) => HtmlTagDescriptor | null): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .flatMap((output) => tagFor(output) ?? [])
          .slice(0, 1),
    },
  };
}

/**
 * index.html names the LTR CoreUI stylesheet itself, so it loads beside the entry instead of after it has run;
 * document-theme.ts finds the link by its id and swaps it for the RTL one when the customizer says so.
 */
const coreuiStylesheetLink = () =>
  bundleTag('tezgah-coreui-stylesheet', (output) =>
    output.type === 'asset' && output.originalFileNames.some((file) => file.endsWith('/coreui.min.css'))
      ? { tag: 'link', attrs: { id: 'coreui-stylesheet', rel: 'stylesheet', href: `/${output.fileName}`, 'data-direction': 'ltr' }, injectTo: 'head-prepend' }
      : null,
  );

const EARLY_ENTRY = here('./web/src/app/early.ts');

/**
 * web/src/app/early.ts is an entry of its own, named first in index.html, so it runs while the main entry is still
 * downloading (one `<script type="module">` per file; Vite would otherwise fold every script of the page into one).
 */
const earlyScript = () =>
  bundleTag('tezgah-early-script', (output) =>
    output.type === 'chunk' && output.facadeModuleId === EARLY_ENTRY
      ? { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${output.fileName}` }, injectTo: 'head-prepend' }
      : null,
  );

/** Chart.js is a chunk of its own: only the screens that draw charts load it, and it stays cached across releases. */
const CHARTS = /[\\/]node_modules[\\/](?:chart\.js|@kurkle[\\/]color|@coreui[\\/](?:react-)?chartjs)[\\/]/;

/**
 * The signed-in part in one chunk, without what the early script and the entry already bring. (The entry's own modules
 * in one chunk too measured worse: one 193 KB file gave a phone 150-1,200 ms more blocking time than twenty.)
 */
const parts = partChunks([
  { root: /[\\/]web[\\/]src[\\/]app[\\/]early\.ts$/ },
  { root: /[\\/]web[\\/]src[\\/]app[\\/]main\.tsx$/ },
  { root: /[\\/]web[\\/]src[\\/]app[\\/]signed-in\.ts$/, chunk: 'signed-in' },
]);

export default defineConfig(({ mode }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [
    react(),
    coreuiStylesheetLink(),
    earlyScript(),
    precompress(),
    parts.plugin,
    routePreloads(here('./web/src/app/signed-in.ts')),
    prerenderSignedOutPages({ webRoot: here('./web'), entry: here('./web/src/app/prerender.tsx'), alias: aliases }),
    ...(mode === 'mock' ? [mockEntry()] : []),
  ],
  ...(mode === 'mock' && MOCK_BUNDLED ? { experimental: { bundledDev: true } } : {}),
  resolve: { alias: mode === 'mock' ? { ...aliases, ...BROWSER_BFF_ALIASES } : aliases },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    fs: { allow: [here('.')] },
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api/': { target: process.env.BFF_URL ?? 'http://localhost:8080' },
          },
  },
  build: {
    outDir: resolve(process.env.DIST_DIR ?? here('./dist'), 'web'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: { index: here('./web/index.html'), early: EARLY_ENTRY },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'charts', test: CHARTS, priority: 2 }, ...parts.groups.map((group) => ({ ...group, priority: 1 }))],
        },
      },
    },
  },
}));
