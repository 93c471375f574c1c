/**
 * The page's cookies for the BFF, kept where the SPA never looks (httpOnly in spirit: document.cookie never shows
 * them, and no SPA code reads this storage key). Kept in a Storage (sessionStorage in dev:mock), so a reload of the
 * tab still sends them; a new tab starts signed out, as with a session cookie.
 */
export const COOKIE_JAR_KEY = 'tezgah.browserBff.cookies';

export class CookieJar {
  readonly #cookies: Map<string, string>;

  constructor(private readonly storage: Storage) {
    this.#cookies = new Map(readPairs(storage.getItem(COOKIE_JAR_KEY)));
  }

  get size(): number {
    return this.#cookies.size;
  }

  /** The Cookie header to send, or null with no cookie. */
  header(): string | null {
    return this.#cookies.size === 0 ? null : [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes an answer's Set-Cookie lines; Max-Age=0, a past Expires or an empty value removes the cookie. */
  take(setCookieLines: readonly string[], now = Date.now()): void {
    if (setCookieLines.length === 0) return;
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (value === '' || attributes.some((attribute) => isExpiry(attribute, now))) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    this.storage.setItem(COOKIE_JAR_KEY, JSON.stringify([...this.#cookies]));
  }

  clear(): void {
    this.#cookies.clear();
    this.storage.removeItem(COOKIE_JAR_KEY);
  }
}

function isExpiry(attribute: string, now: number): boolean {
  const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(key)) return Number(value) <= 0;
  if (/^expires$/i.test(key)) return Date.parse(value) <= now;
  return false;
}

function readPairs(text: string | null): [string, string][] {
  try {
    const pairs: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(pairs)
      ? pairs.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'))
      : [];
  } catch {
    return [];
  }
}
