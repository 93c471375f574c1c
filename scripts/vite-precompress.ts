/**
 * The build's precompression: .br and .gz twins of the built text files, served by Accept-Encoding (the BFF for the
 * SPA, scripts/serve-static.mjs for Storybook). `tsx scripts/vite-precompress.ts <folder>` compresses a folder.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Measured on the SPA's ~2 MB of text: 10 is within 2% of 11's size for a third of its CPU time (1 s, not 3 s). */
const BROTLI_QUALITY = 10;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz twin beside each built text file of 1 KB or more once the bundle is written. Source maps are
 * left out: only an open devtools fetches them, and they are three quarters of the bytes (5.9 of 7.9 MB), which would
 * more than triple the compression time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tezgah-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFolder(outDir),
  };
}

/** Writes a .br and a .gz twin beside each text file of 1 KB or more under the folder. */
export async function precompressFolder(folder: string, brotliQuality = BROTLI_QUALITY, gzipLevel = 9): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSED.test(e.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const source = await readFile(path);
        if (source.length < 1024) return;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        const [br, gz] = await Promise.all([brotli(source, { params }), gzipped(source, { level: gzipLevel })]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
}

/**
 * Storybook's build (19 MB, read from this machine's loopback only) is compressed lighter: brotli 5 and gzip 6 took 1.3 s of
 * CPU where 10 and 9 took 10.6 s (2.3 MB of .br files).
 */
const [cliFolder] = process.argv.slice(2);
if (cliFolder && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await precompressFolder(resolve(cliFolder), 5, 6);
