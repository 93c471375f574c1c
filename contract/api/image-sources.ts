/**
 * Where the portal may load pictures from: the CSP's img-src (bff security headers) and the SPA's check before it
 * renders an address someone typed (a brand's image URL), so a picture the policy would block is never asked for.
 * `blob:` serves the preview of a file chosen for upload.
 */
export const IMAGE_SOURCES = ["'self'", 'data:', 'blob:', 'https:'] as const;

/** Whether `src` may be shown on a page at `pageOrigin` under IMAGE_SOURCES. */
export function imageSourceAllowed(src: string, pageOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(src, pageOrigin);
  } catch {
    return false;
  }
  if (url.origin === new URL(pageOrigin).origin) return true;
  return url.protocol === 'https:' || url.protocol === 'data:' || url.protocol === 'blob:';
}
