import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
