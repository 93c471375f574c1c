/**
 * Storybook's own Vite config file, named in main.ts (`viteConfigPath`). Without it builder-vite would load and merge
 * the SPA's root vite.config.ts, which brings `root: web`, web's publicDir, the dev server's port and its /api proxy:
 * none of which Storybook wants. main.ts's viteFinal adds what Storybook does need from the app (aliases, React).
 */
import { defineConfig } from 'vite';

export default defineConfig({});
