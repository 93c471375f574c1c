/** Little-endian numbers and text read out of a file's bytes (zip and compound file headers), as Buffer's readers do. */
const DECODERS = { 'utf-8': new TextDecoder('utf-8'), 'utf-16le': new TextDecoder('utf-16le') };

export class LittleEndian {
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.length;
  }

  /** Each reader throws a RangeError past the end. */
  u16(at: number): number {
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    return this.view.getUint32(at, true);
  }

  u64(at: number): number {
    return Number(this.view.getBigUint64(at, true));
  }

  text(encoding: 'utf-8' | 'utf-16le', start: number, end: number): string {
    return DECODERS[encoding].decode(this.bytes.subarray(start, end));
  }
}
