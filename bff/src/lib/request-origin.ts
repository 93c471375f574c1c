/** The origin the browser used for this request: PUBLIC_ORIGIN, else the forwarded or direct request origin. */
import type { Context } from 'hono';

export interface OriginSettings {
  publicOrigin: string | null;
  trustProxy: boolean;
}

const lastHop = (value: string | undefined): string | undefined => value?.split(',').at(-1)?.trim() || undefined;

export function requestOrigin(c: Context, settings: OriginSettings): string {
  if (settings.publicOrigin) return settings.publicOrigin;
  const url = new URL(c.req.url);
  if (settings.trustProxy) {
    const proto = lastHop(c.req.header('x-forwarded-proto'));
    const host = lastHop(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
    if (proto === 'https' || proto === 'http') return `${proto}://${host}`;
  }
  return `${url.protocol}//${c.req.header('host') ?? url.host}`;
}

export function isHttps(c: Context, settings: OriginSettings): boolean {
  return requestOrigin(c, settings).startsWith('https:');
}
