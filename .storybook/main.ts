/** Storybook for designers: the shell and page states of web/src, the real BFF answering (mocks/browser-bff). */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
// `.js` so Storybook's Node loader finds vite.config.ts; TypeScript maps it back to the .ts file.
import { aliases } from '../vite.config.js';
import { BROWSER_BFF_ALIASES } from '../mocks/browser-bff/vite-aliases.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Keeps builder-vite from merging the SPA's root vite.config.ts (see ./vite.config.ts).
    options: { builder: { viteConfigPath: here('./vite.config.ts') } },
  },
  stories: ['../stories/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon is installed, so nothing reads component docgen: skipping it keeps the CI build fast.
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      plugins: [react()],
      // The BFF's module graph in a page: node builtins swapped as in dev:mock.
      resolve: { alias: { ...aliases, ...BROWSER_BFF_ALIASES } },
      logLevel: 'warn',
      // Storybook's preview bundle is one large chunk by design; the size report only slows the build.
      build: { chunkSizeWarningLimit: 4000, reportCompressedSize: false },
    });
  },
};

export default config;
