import { base64ToBytes, bytesToBase64 } from './base64';

const nodeBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('base64', () => {
  it("encodes every length and byte value as Node's Buffer does, and decodes it back", () => {
    for (let length = 0; length <= 10; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 200) & 255);
      expect(bytesToBase64(bytes)).toBe(nodeBase64(bytes));
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    }
    const all = Uint8Array.from({ length: 256 * 3 + 1 }, (_, index) => index & 255);
    expect(bytesToBase64(all)).toBe(nodeBase64(all));
    expect(base64ToBytes(nodeBase64(all))).toEqual(all);
  });

  it('encodes and decodes a 3 MB file (an image upload) in well under a second', () => {
    const bytes = Uint8Array.from({ length: 3 * 1024 * 1024 }, (_, index) => (index * 31) & 255);
    const started = performance.now();
    const text = bytesToBase64(bytes);
    const back = base64ToBytes(text)!;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(text).toBe(nodeBase64(bytes));
    expect(Buffer.compare(back, bytes)).toBe(0);
  });

  it('refuses text that is not base64', () => {
    expect(base64ToBytes('JVBERi0')).toBeNull();
    expect(base64ToBytes('JVB!Ri0x')).toBeNull();
    expect(base64ToBytes('A===')).toBeNull();
    expect(base64ToBytes('éééé')).toBeNull();
    expect(base64ToBytes('')).toEqual(new Uint8Array());
    expect(base64ToBytes('JVBERi0x')).toEqual(new TextEncoder().encode('%PDF-1'));
  });
});
