import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
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
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['{contract,bff,mocks,scripts}/**/*.test.ts'], exclude: ['mocks/mirage/**'] },
      },
      {
        extends: true,
        test: {
          name: 'browser-like',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}', 'mocks/mirage/**/*.test.ts', 'locales/**/*.test.ts'],
          setupFiles: ['./web/src/test/setup.ts'],
        },
      },
    ],
  },
});
