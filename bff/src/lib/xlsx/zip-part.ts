/**
 * One compressed part of a zip written with fflate's Zip. Which compressor makes it is chosen by where the BFF runs:
 * fflate's own deflate (deflatePart, the same code in a page and in Node) or Node's zlib (zlib-part.ts: native, and
 * off the JavaScript thread, so the next rows are written while the last ones are compressed).
 */
import { ZipDeflate, type ZipInputFile } from 'fflate';

export interface ZipPart {
  /** What Zip.add takes. */
  readonly file: ZipInputFile;
  /** Adds bytes; the last push is final. Resolves when more may be pushed. */
  push(bytes: Uint8Array, final: boolean): void | Promise<void>;
}

export type ZipPartMaker = (name: string) => ZipPart;

/** zlib's level 1..9: 1 is several times faster than the default 6 for a file a few per cent larger. */
export const DEFLATE_LEVEL = 1;

export const deflatePart: ZipPartMaker = (name) => {
  const file = new ZipDeflate(name, { level: DEFLATE_LEVEL });
  return { file, push: (bytes, final) => file.push(bytes, final) };
};
