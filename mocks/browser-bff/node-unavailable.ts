/**
 * The node builtins the BFF's file features import (exports, imports, uploads) and the sandbox's scrypt, for the
 * BFF in a page (vite-aliases.ts): each name is a function that says what is missing when called. Nothing calls them
 * to sign in or to list and change orders; an export or an import fails with this message until those features get
 * browser implementations (README.md). Importing them must not fail: Vite's dev stand-in for a node builtin throws
 * on a named import as soon as the module loads.
 */
function unavailable(name: string) {
  return (..._args: unknown[]): never => {
    throw new Error(`${name} needs Node: the BFF in the page uses pageFiles() instead (mocks/browser-bff/README.md, Files in the page).`);
  };
}

// node:crypto (the sandbox's scrypt hashes; the browser BFF hashes with digestHasher)
export const randomBytes = unavailable('crypto.randomBytes');
export const scrypt = unavailable('crypto.scrypt');
export const timingSafeEqual = unavailable('crypto.timingSafeEqual');
// node:fs, node:fs/promises (export and upload files)
export const createWriteStream = unavailable('fs.createWriteStream');
export const mkdir = unavailable('fs.mkdir');
export const open = unavailable('fs.open');
export const readdir = unavailable('fs.readdir');
export const readFile = unavailable('fs.readFile');
export const rename = unavailable('fs.rename');
export const rm = unavailable('fs.rm');
export const stat = unavailable('fs.stat');
// node:stream, node:stream/promises, node:events, node:timers/promises (streaming files)
export const Readable = Object.assign(unavailable('stream.Readable'), {
  from: unavailable('stream.Readable.from'),
  fromWeb: unavailable('stream.Readable.fromWeb'),
  toWeb: unavailable('stream.Readable.toWeb'),
});
export const Transform = unavailable('stream.Transform');
export const pipeline = unavailable('stream.pipeline');
export const once = unavailable('events.once');
export const setImmediate = unavailable('timers.setImmediate');
// node:zlib (the .xlsx reader and Node's .xlsx compressor), node:module and node:worker_threads (the .xls reader)
export const createInflateRaw = unavailable('zlib.createInflateRaw');
export const createDeflateRaw = unavailable('zlib.createDeflateRaw');
export const crc32 = unavailable('zlib.crc32');
// node:zlib for the pages the BFF writes (bff/src/features/spa/page-answer.ts): the BFF in a page serves no HTML
export const brotliCompressSync = unavailable('zlib.brotliCompressSync');
export const gzipSync = unavailable('zlib.gzipSync');
export const constants = {};
export const createRequire = unavailable('module.createRequire');
export const Worker = unavailable('worker_threads.Worker');
