import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built Storybook the story checks open (`npm run build-storybook` writes it; DIST_DIR moves it with the rest). */
export const STORYBOOK_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.DIST_DIR ?? 'dist', 'storybook');
