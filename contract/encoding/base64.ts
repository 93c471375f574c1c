/**
 * Base64 (RFC 4648, with padding) without Node's Buffer, for the files that travel as base64 (invoice PDFs, product
 * images, claim photos): the BFF and the sandbox run in Node and in a page. A table over the
 * bytes: a 5 MB file takes some tens of milliseconds either way.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 61; // '='
const ENCODE = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
const DECODE = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) DECODE[ALPHABET.charCodeAt(index)] = index;
/** Only ASCII is decoded here, where every decoder agrees. */
const ASCII = new TextDecoder('ascii');

export function bytesToBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let at = 0;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out[at++] = ENCODE[triple >> 18]!;
    out[at++] = ENCODE[(triple >> 12) & 63]!;
    out[at++] = ENCODE[(triple >> 6) & 63]!;
    out[at++] = ENCODE[triple & 63]!;
  }
  if (index < bytes.length) {
    const two = index + 1 < bytes.length;
    const triple = (bytes[index]! << 16) | (two ? bytes[index + 1]! << 8 : 0);
    out[at++] = ENCODE[triple >> 18]!;
    out[at++] = ENCODE[(triple >> 12) & 63]!;
    out[at++] = two ? ENCODE[(triple >> 6) & 63]! : PAD;
    out[at] = PAD;
  }
  return ASCII.decode(out);
}

const digitAt = (text: string, at: number): number => {
  const code = text.charCodeAt(at);
  return code < 128 ? DECODE[code]! : -1;
};

/** The bytes a base64 text stands for; null when it is not base64 (other characters, or not whole 4-character groups). */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  const whole = padding ? text.length - 4 : text.length;
  let at = 0;
  let index = 0;
  for (; index < whole; index += 4) {
    const first = digitAt(text, index);
    const second = digitAt(text, index + 1);
    const third = digitAt(text, index + 2);
    const fourth = digitAt(text, index + 3);
    if ((first | second | third | fourth) < 0) return null;
    const triple = (first << 18) | (second << 12) | (third << 6) | fourth;
    out[at++] = triple >> 16;
    out[at++] = (triple >> 8) & 255;
    out[at++] = triple & 255;
  }
  if (padding) {
    const first = digitAt(text, index);
    const second = digitAt(text, index + 1);
    const third = padding === 1 ? digitAt(text, index + 2) : 0;
    if ((first | second | third) < 0) return null;
    const triple = (first << 18) | (second << 12) | (third << 6);
    out[at++] = triple >> 16;
    if (padding === 1) out[at] = (triple >> 8) & 255;
  }
  return out;
}
