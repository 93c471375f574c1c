// Bundles the BFF (and the sandbox it embeds by default) into dist/server; npm packages stay external. The .xlsx
// reader's worker thread is an entry of its own (xlsx-worker.js beside start.js: bff/src/lib/spreadsheet/xlsx-worker-rows.ts).
// DIST_DIR (default dist) lets parallel work build into a folder of its own.
import { build } from 'esbuild';

const dist = process.env.DIST_DIR ?? 'dist';

await build({
  entryPoints: { start: 'bff/src/start.ts', 'xlsx-worker': 'bff/src/lib/spreadsheet/xlsx-worker.ts' },
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`bff: built ${dist}/server/start.js`);
