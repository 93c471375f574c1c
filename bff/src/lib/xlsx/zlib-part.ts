/**
 * A zip part compressed by Node's zlib: the deflate runs on libuv's thread pool, so the sheet's next rows are built
 * while the last ones are compressed. Up to PENDING_BYTES of XML may wait for the compressor; past that, a push waits
 * until it has caught up.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, FlateError, ZipInputFile } from 'fflate';
import { DEFLATE_LEVEL, type ZipPart, type ZipPartMaker } from './zip-part';

const PENDING_BYTES = 1024 * 1024;
/** fflate's code for deflate (zip method 8). */
const DEFLATE = 8;

export const zlibPart: ZipPartMaker = (name) => {
  const deflate = createDeflateRaw({ level: DEFLATE_LEVEL, chunkSize: 64 * 1024 });
  const file: ZipInputFile & { ondata: AsyncFlateStreamHandler } = {
    filename: name,
    size: 0,
    crc: 0,
    compression: DEFLATE,
    ondata: () => {},
    terminate: () => deflate.destroy(),
  };
  // A copy: fflate takes chunks over a plain ArrayBuffer.
  deflate.on('data', (chunk: Buffer) => file.ondata(null, new Uint8Array(chunk), false));
  deflate.on('end', () => file.ondata(null, new Uint8Array(0), true));
  deflate.on('error', (error) => {
    const failure: FlateError = Object.assign(new Error(`zlib: ${error.message}`, { cause: error }), { code: 0 });
    file.ondata(failure, new Uint8Array(0), true);
  });
  const part: ZipPart = {
    file,
    async push(bytes, final) {
      file.size += bytes.length;
      file.crc = crc32(bytes, file.crc);
      deflate.write(bytes);
      if (final) deflate.end();
      else if (deflate.writableLength >= PENDING_BYTES) await once(deflate, 'drain');
    },
  };
  return part;
};
