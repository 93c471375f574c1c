/**
 * Random ids, SHA-256 and HMAC for sessions, sign-in limits and access tokens. In Node they are node:crypto's, taken
 * with process.getBuiltinModule so that no static node:crypto import stops this module from loading in a page; where
 * there is no Node (the BFF in the browser, mocks/browser-bff) portable-crypto.ts gives the same outputs.
 */
import { portableCrypto } from './portable-crypto';

const node = globalThis.process?.getBuiltinModule?.('node:crypto');

const nodeCrypto = node && {
  randomId(bytes = 32): string {
    return node.randomBytes(bytes).toString('base64url');
  },
  sha256(text: string): string {
    return node.createHash('sha256').update(text).digest('hex');
  },
  hmac(key: string, text: string): string {
    return node.createHmac('sha256', key).update(text).digest('base64url');
  },
  safeEqual(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && node.timingSafeEqual(left, right);
  },
};

export const { randomId, sha256, hmac, safeEqual } = nodeCrypto ?? portableCrypto;
