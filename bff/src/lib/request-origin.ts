/**
 * The portal's origin is configuration (PUBLIC_ORIGIN, or the listening address in sandbox mode), never a request
 * header: Host and X-Forwarded-* are the client's to choose, so links and CSRF checks built on them are the client's too.
 */
export interface OriginSettings {
  publicOrigin: string;
}

export function isHttps(settings: OriginSettings): boolean {
  return settings.publicOrigin.startsWith('https:');
}
