/**
 * Draws the signed-out pages at build time (web/src/app/prerender.tsx, through Vite's SSR loader) and writes each into
 * a copy of the built index.html (contract/api/signed-out-pages.ts), with the error texts their failed variant needs.
 * Runs when the bundle is written, before the precompression (closeBundle) compresses what it wrote; the drawing runs
 * in a process of its own (scripts/draw-signed-out-pages.mjs).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { DRAWN_LANGUAGE_ATTRIBUTE, SIGNED_OUT_ERROR_TEXTS, signedOutFile } from '../contract/api/signed-out-pages.js';
import type { DrawnSignedOutPages } from '../web/src/app/prerender.js';

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with a drawn page in #root, and its language on <html> and on #root. */
export function pageOf(index: string, language: string, root: string): string {
  return index
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(EMPTY_ROOT, `<div id="root" ${DRAWN_LANGUAGE_ATTRIBUTE}="${language}">${root}</div>`);
}

const isDrawn = (value: unknown): value is DrawnSignedOutPages => typeof value === 'object' && value !== null && 'pages' in value && 'errorTexts' in value;

const run = promisify(execFile);

async function draw(webRoot: string, entry: string, alias: Record<string, string>): Promise<DrawnSignedOutPages> {
  const script = fileURLToPath(new URL('./draw-signed-out-pages.mjs', import.meta.url));
  const { stdout } = await run(process.execPath, [script, webRoot, entry, JSON.stringify(alias)], { maxBuffer: 64 * 1024 * 1024 });
  const drawn: unknown = JSON.parse(stdout);
  if (!isDrawn(drawn)) throw new Error(`${entry} drew no signed-out pages`);
  return drawn;
}

export function prerenderSignedOutPages(options: { webRoot: string; entry: string; alias: Record<string, string> }): Plugin {
  let outDir = '';
  return {
    name: 'tezgah-prerender',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      if (!html.includes(EMPTY_ROOT)) return;
      const { pages, errorTexts } = await draw(options.webRoot, options.entry, options.alias);
      const write = async (file: string, text: string) => {
        await mkdir(dirname(join(outDir, file)), { recursive: true });
        await writeFile(join(outDir, file), text);
      };
      await Promise.all(pages.map((page) => write(signedOutFile(page.path, page.language, page.variant), pageOf(html, page.language, page.root))));
      await write(SIGNED_OUT_ERROR_TEXTS, JSON.stringify(errorTexts));
    },
  };
}
