// Serves a built folder over HTTP on 127.0.0.1 (the e2e run opens the built Storybook with it). A file's .br or .gz
// twin (scripts/vite-precompress.ts) answers when the request accepts br or gzip; hashed files under /assets/ are
// cached for good, everything else (index.html, iframe.html, index.json) is revalidated.
// Usage: node scripts/serve-static.mjs <folder> <port>
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};
const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings the request accepts (a q=0 refuses one). */
function accepted(header) {
  return new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
}

async function firstReadable(paths) {
  for (const [encoding, path] of paths) {
    const body = await readFile(path).catch(() => null);
    if (body) return { encoding, body };
  }
  return null;
}

export function createStaticServer(folder) {
  const root = resolve(folder);
  return createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    const accepts = accepted(request.headers['accept-encoding']);
    const candidates = [...TWINS.filter(([encoding]) => accepts.has(encoding)).map(([encoding, suffix]) => [encoding, file + suffix]), [null, file]];
    const found = await firstReadable(candidates);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response
      .writeHead(200, {
        'content-type': type,
        'content-length': found.body.length,
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(found.encoding ? { 'content-encoding': found.encoding } : {}),
        ...(/^(?:text\/|application\/json|image\/svg)/.test(type) ? { vary: 'Accept-Encoding' } : {}),
      })
      .end(found.body);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [folder, portText] = process.argv.slice(2);
  createStaticServer(folder ?? '.').listen(Number(portText ?? 8182), '127.0.0.1');
}
