import { createHash, createHmac } from 'node:crypto';
import { hmac, randomId, safeEqual, sha256 } from './crypto';
import { portableCrypto } from './portable-crypto';

// Around SHA-256's block and padding edges (55, 56, 64 bytes), multi-byte UTF-8 and a key longer than a block.
const TEXTS = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'b'.repeat(1000), 'Ayşe Çelik ğüşıöç 🚀', 'ayse@demo.tezgah.dev'];
const KEYS = ['k', 'x'.repeat(64), 'y'.repeat(65), 'ş'.repeat(40)];

describe('portableCrypto', () => {
  it('hashes like node:crypto, the FIPS 180-2 vector included', () => {
    expect(portableCrypto.sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const text of TEXTS) expect(portableCrypto.sha256(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('signs like node:crypto (base64url HMAC-SHA256)', () => {
    for (const key of KEYS) {
      for (const text of TEXTS) expect(portableCrypto.hmac(key, text)).toBe(createHmac('sha256', key).update(text).digest('base64url'));
    }
  });

  it('makes base64url ids of the asked length, never the same twice', () => {
    const ids = new Set(Array.from({ length: 200 }, () => portableCrypto.randomId(32)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(portableCrypto.randomId(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('compares whole strings only', () => {
    expect(portableCrypto.safeEqual('abc.def', 'abc.def')).toBe(true);
    expect(portableCrypto.safeEqual('abc.def', 'abc.deg')).toBe(false);
    expect(portableCrypto.safeEqual('abc', 'abcd')).toBe(false);
    expect(portableCrypto.safeEqual('ş', 'ş')).toBe(true);
  });
});

describe('crypto (Node)', () => {
  it('gives the same answers as the portable version', () => {
    for (const text of TEXTS) expect(sha256(text)).toBe(portableCrypto.sha256(text));
    expect(hmac('key', 'text')).toBe(portableCrypto.hmac('key', 'text'));
    expect(safeEqual('a.b', 'a.b')).toBe(true);
    expect(safeEqual('a.b', 'a.c')).toBe(false);
    expect(randomId()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
