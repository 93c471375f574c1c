import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': here('./contract'),
  '@web': here('./web/src'),
  '@mocks': here('./mocks'),
  '@locales': here('./locales'),
};

/**
 * In mock mode the page's entry resolves to Mirage's, which boots Mirage and then imports the real entry by its own
 * path; the production entry never references mocks/. Resolving (not rewriting index.html) works in bundled dev too.
 */
function mockEntry(): Plugin {
  return {
    name: 'tezgah-mock-entry',
    enforce: 'pre',
    resolveId: (source) => (source === '/src/app/main.tsx' ? here('./mocks/mirage/entry.tsx') : null),
  };
}

export default defineConfig(({ mode }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [react(), ...(mode === 'mock' ? [mockEntry()] : [])],
  resolve: { alias: aliases },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    fs: { allow: [here('.')] },
    proxy: mode === 'mock' ? undefined : {
      '/api/': { target: process.env.BFF_URL ?? 'http://localhost:8080' },
    },
  },
  build: { outDir: resolve(process.env.DIST_DIR ?? here('./dist'), 'web'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
}));
