import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
// `.js` so Vite's native config loader finds vite.config.ts (TypeScript maps it back).
import { aliases } from './vite.config.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { ...aliases, '@bff': fileURLToPath(new URL('./bff/src', import.meta.url)) } },
  test: {
    globals: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every core (Vitest's default leaves one idle): on CI's 2 cores the unit phase took 351 s with one worker, 2xx s with two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Worker threads start faster than forked processes (measured: a third less wall time for contract and world). The
        // files of a worker share its modules instead of importing the BFF, sandbox and world again each (268 s -> 155 s
        // for the project on 2 cores), so a test file leaves nothing global behind: env stubs undone, timers real, servers
        // and connections closed (docs/testing.md).
        test: { name: 'node', environment: 'node', pool: 'threads', isolate: false, include: ['{contract,bff,mocks,scripts}/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser-like',
          environment: 'jsdom',
          // A VM context per file in reused threads: each file still gets its own jsdom and modules, without a new worker
          // and its imports of every dependency (measured: a third of the wall time of forks).
          pool: 'vmThreads',
          include: ['web/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
          setupFiles: ['./web/src/test/setup.ts'],
        },
      },
    ],
  },
});
